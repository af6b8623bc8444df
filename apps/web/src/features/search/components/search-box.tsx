import { useCallback, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '@/components/ui/icons';
import { useClickOutside } from '../hooks/use-click-outside';
import { useSuggestions } from '../hooks/use-suggestions';

interface SearchBoxProps {
  autoFocus?: boolean;
  /** The phone search page shows the list in the page flow rather than as a dropdown. */
  variant?: 'header' | 'page';
  value?: string;
  onValueChange?: (value: string) => void;
}

export function searchPath(text: string): string {
  return `/Search?rawquery=${encodeURIComponent(text)}`;
}

/**
 * 'Search for products...'; non-empty text goes to /Search?rawquery=; a suggestion fills the box and searches
 * for its name (docs/product/storefront.md#search). Combobox pattern: arrows move, Enter picks, Escape closes.
 */
export function SearchBox({ autoFocus = false, variant = 'header', value, onValueChange }: SearchBoxProps) {
  const navigate = useNavigate();
  // On /Search the header's box shows the query searched, also when the page was opened from a link.
  const onSearchPage = useLocation().pathname.toLowerCase() === '/search';
  const searched = useSearchParams()[0].get('rawquery') ?? '';
  const shownQuery = onSearchPage && variant === 'header' ? searched : '';
  const [ownText, setOwnText] = useState(shownQuery);
  const [lastShown, setLastShown] = useState(shownQuery);
  if (lastShown !== shownQuery) {
    setLastShown(shownQuery);
    setOwnText(shownQuery);
  }
  const text = value ?? ownText;
  const setText = onValueChange ?? setOwnText;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const container = useRef<HTMLFormElement>(null);
  const listId = useId();
  const { suggestions, loading } = useSuggestions(text);
  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  useClickOutside(container, close, open);

  const go = (query: string) => {
    const trimmed = query.trim();
    if (!trimmed) return;
    setText(query);
    close();
    navigate(searchPath(trimmed));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? suggestions[active] : undefined;
    go(chosen ? chosen.name : text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      close();
    }
  };

  const showList = open && (suggestions.length > 0 || loading);
  const isPage = variant === 'page';

  return (
    <form ref={container} role="search" onSubmit={onSubmit} className="relative w-full">
      <label className="sr-only" htmlFor={`${listId}-input`}>
        Search for products
      </label>
      <div
        className={`flex items-center gap-2 rounded-md border px-3 transition-colors focus-within:border-ink/40 focus-within:bg-white ${
          isPage ? 'h-11 border-line bg-white' : 'h-10 border-transparent bg-canvas'
        }`}
      >
        <SearchIcon className="size-5 shrink-0 text-muted" />
        <input
          id={`${listId}-input`}
          type="search"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          autoFocus={autoFocus}
          placeholder="Search for products..."
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="h-full w-full min-w-0 bg-transparent text-sm text-ink outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!showList}
        className={
          isPage
            ? 'mt-2 max-h-[70vh] overflow-y-auto'
            : 'absolute inset-x-0 top-full z-50 mt-1 max-h-40 overflow-y-auto rounded-md border border-line bg-white py-1 shadow-lg'
        }
      >
        {loading && suggestions.length === 0 && <li className="px-4 py-2 text-sm text-muted">Loading…</li>}
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.name}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => go(suggestion.name)}
            onMouseEnter={() => setActive(index)}
            className={`flex cursor-pointer items-center gap-3 px-4 text-sm text-ink ${isPage ? 'border-b border-line py-3' : 'py-2'} ${
              index === active ? 'bg-canvas' : ''
            }`}
          >
            <SearchIcon className="size-4 shrink-0 text-muted" />
            {suggestion.name}
          </li>
        ))}
      </ul>
    </form>
  );
}
