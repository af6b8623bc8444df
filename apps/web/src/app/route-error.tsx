import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** Shown when a page's code cannot load (for example after a new release while a tab stayed open). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 pt-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{message}</h1>
      <p className="text-muted">Please reload the page or go back to the home page.</p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses('outline')} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonClasses('primary')}>
          Go Back Home
        </Link>
      </div>
    </div>
  );
}
