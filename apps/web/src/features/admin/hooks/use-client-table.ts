import { useMemo, useState } from 'react';

/**
 * Filter by name and page on the client, for the short lists (collections, categories, brands, attributes);
 * the product table pages on the server.
 */
export function useClientTable<Row>(rows: Row[] | undefined, text: (row: Row) => string, initialPageSize = 20) {
  const [filter, setFilterText] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeValue] = useState(initialPageSize);

  const filtered = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!rows || !needle) return rows;
    return rows.filter((row) => text(row).toLowerCase().includes(needle));
  }, [rows, filter, text]);

  const total = filtered?.length ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // A deletion can empty the last page: show the last page that exists.
  const current = Math.min(page, pages);
  const visible = filtered?.slice((current - 1) * pageSize, current * pageSize);

  return {
    filter,
    setFilter: (value: string) => {
      setFilterText(value);
      setPage(1);
    },
    page: current,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSizeValue(size);
      setPage(1);
    },
    total,
    rows: visible,
    firstPosition: (current - 1) * pageSize + 1,
  };
}
