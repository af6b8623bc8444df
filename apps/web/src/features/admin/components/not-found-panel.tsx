import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** What a page shows when its product or variation does not exist (deleted, or a mistyped link). */
export function NotFoundPanel({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-xl border border-line bg-white px-6 py-12 text-center">
      <p className="font-semibold text-ink">{message}</p>
      <Link to="/Product" className={buttonClasses('outline', 'md', 'mt-5')}>
        Back to Products
      </Link>
    </div>
  );
}
