import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BackIcon } from '@/components/ui/icons';
import { SearchBox } from '@/features/search/components/search-box';

/**
 * The phone search page; its back button clears the input and goes back one page (docs/product/storefront.md#search).
 */
export function Component() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <section className="fixed inset-0 z-[55] overflow-y-auto bg-white">
      <title>Search · Store</title>
      <h1 className="sr-only">Search</h1>
      <div className="flex items-start gap-2 border-b border-line px-2 py-2">
        <button
          type="button"
          aria-label="Go back"
          onClick={() => {
            setText('');
            navigate(-1);
          }}
          className="mt-0.5 rounded-md p-2 text-ink"
        >
          <BackIcon className="size-6" />
        </button>
        <div className="flex-1 pr-2">
          <SearchBox variant="page" autoFocus value={text} onValueChange={setText} />
        </div>
      </div>
    </section>
  );
}
