import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * What a searched list shows above its rows (docs/product/admin.md#screens): a spinner while it loads, the error as an
 * alert, and, when there are no rows and no error, the text of an empty list.
 */
export function ListStatus({
  loading,
  loadingLabel,
  error,
  empty,
}: {
  loading: boolean;
  loadingLabel: string;
  error: string | null;
  /** The empty list's text, or null while there are rows (or none yet). */
  empty: ReactNode;
}) {
  return (
    <>
      {loading && <Spinner label={loadingLabel} />}
      {error && (
        <p role="alert" className="px-4 py-8 text-center text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {empty !== null && !error && <p className="px-4 py-10 text-center text-sm text-muted">{empty}</p>}
    </>
  );
}
