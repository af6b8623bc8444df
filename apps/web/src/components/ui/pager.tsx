import { Button } from './button';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
  sizes?: number[];
  busy?: boolean;
}

/** 'Showing 21–40 of 10,000', Previous / Next and rows per page. */
export function Pager({ page, pageSize, total, onPage, onPageSize, sizes = [20, 50, 100], busy }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const number = new Intl.NumberFormat('en-IN');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm text-ink-soft">
      <p aria-live="polite">
        Showing {number.format(first)}–{number.format(last)} of {number.format(total)}
        {pages > 1 && (
          <span className="text-muted">
            {' '}
            · page {number.format(page)} of {number.format(pages)}
          </span>
        )}
      </p>
      <div className="flex items-center gap-2">
        {onPageSize && (
          <label className="flex items-center gap-2">
            <span className="hidden sm:inline">Rows</span>
            <select
              aria-label="Rows per page"
              value={pageSize}
              onChange={(event) => onPageSize(Number(event.target.value))}
              className="h-9 rounded-md border border-line bg-white px-2 text-sm"
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        )}
        <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}
