import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { InventoryRow } from '@store/shared/schemas/inventory';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { Pager } from '@/components/ui/pager';
import { ListStatus } from '@/components/list-status';
import { Toast } from '@/components/ui/toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ApiError } from '@/lib/api-client';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
import { useInventory } from '../api/inventory';
import {
  INVENTORY_PAGE_SIZE,
  MAX_THRESHOLD,
  readInventorySearch,
  thresholdOf,
  writeInventorySearch,
} from '../utils/inventory-search';
import { AdjustStockModal } from './adjust-stock-modal';
import { AdjustmentHistoryModal } from './adjustment-history-modal';
import { useStillHere } from '@/hooks/use-still-here';
import { attributeText } from '@/lib/attribute-text';
import { useAdminAccess } from '@/stores/permissions';

const rowKey = (row: InventoryRow) => `${row.product_id}:${row.productvariation_id ?? 0}`;

function StockCount({ stock }: { stock: number }) {
  return (
    <span className={`font-bold tabular-nums ${stock === 0 ? 'text-red-700' : 'text-amber-800'}`}>
      {stock === 0 ? 'Out of stock' : stock}
    </span>
  );
}

/** Adjust stock for whoever may change stock (inventory.write); the history for everyone who sees the list. */
function RowActions({
  row,
  onAdjust,
  onHistory,
}: {
  row: InventoryRow;
  onAdjust: (() => void) | null;
  onHistory: () => void;
}) {
  const name = `${row.product_name} ${attributeText(row.attributes)}`.trim();
  return (
    <div className="flex flex-wrap gap-2">
      {onAdjust && (
        <Button size="sm" onClick={onAdjust} aria-label={`Adjust stock of ${name}`}>
          Adjust stock
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={onHistory} aria-label={`Stock history of ${name}`}>
        History
      </Button>
    </div>
  );
}

/**
 * /Inventory: what is at or under the threshold (default 5), searchable, with "Adjust stock" and each row's
 * history; threshold, search and page live in the address bar (docs/product/admin.md#inventory).
 */
export function InventoryScreen() {
  const ids = { threshold: useId() };
  const [params, setParams] = useSearchParams();
  const search = readInventorySearch(params);
  const [text, setText] = useState(search.q);
  const [thresholdText, setThresholdText] = useState(String(search.threshold));
  const typed = useDebouncedValue(text, 300);
  const stillHere = useStillHere();
  const typedThreshold = useDebouncedValue(thresholdText, 400);
  const inventory = useInventory(search);
  const canAdjust = useAdminAccess().can('inventory.write');
  const [adjusting, setAdjusting] = useState<InventoryRow | null>(null);
  const adjust = (row: InventoryRow) => (canAdjust ? () => setAdjusting(row) : null);
  const [history, setHistory] = useState<InventoryRow | null>(null);
  const [toast, showToast] = useTimedMessage();

  useEffect(() => {
    const threshold = thresholdOf(typedThreshold);
    if ((typed.trim() !== search.q || threshold !== search.threshold) && stillHere())
      setParams(writeInventorySearch(search, { q: typed, threshold }), { replace: true });
    // Only what was typed drives this; the URL's own changes (Back, paging) must not re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, typedThreshold]);

  const error =
    inventory.error instanceof ApiError ? inventory.error.message : inventory.error ? 'Could not load stock.' : null;
  const rows = inventory.data?.items;
  return (
    <section aria-labelledby="inventory-heading">
      <title>Inventory · Admin</title>
      <Toast message={toast} tone="success" />
      <h1 id="inventory-heading" className="mb-4 text-xl font-bold text-ink">
        Inventory
      </h1>
      <div className="overflow-hidden rounded-lg border border-line bg-white">
        <div className="flex flex-wrap items-end gap-3 border-b border-line px-4 py-3">
          <div className="w-36">
            <label htmlFor={ids.threshold} className="mb-1 block text-xs font-semibold text-ink-soft">
              Stock at or under
            </label>
            <input
              id={ids.threshold}
              type="number"
              min={0}
              max={MAX_THRESHOLD}
              step={1}
              value={thresholdText}
              onChange={(event) => setThresholdText(event.target.value)}
              className="h-10 w-full rounded-md border border-line bg-white px-3 text-sm text-ink outline-none focus:border-ink"
            />
          </div>
          <SearchField
            label="Search stock"
            value={text}
            onChange={setText}
            placeholder="Search by product, brand or SKU…"
            maxLength={100}
          />
        </div>
        <ListStatus
          loading={inventory.isPending}
          loadingLabel="Loading stock"
          error={error}
          empty={
            rows && rows.length === 0
              ? `Nothing at or under ${search.threshold} in stock${search.q ? ` matching “${search.q}”` : ''}.`
              : null
          }
        />
        {rows && rows.length > 0 && (
          <>
            <ul className="divide-y divide-line md:hidden">
              {rows.map((row) => (
                <li key={rowKey(row)} className="flex gap-3 px-4 py-3" data-testid="inventory-card">
                  <img
                    src={row.image ?? PLACEHOLDER_IMAGE}
                    alt=""
                    width={48}
                    height={64}
                    loading="lazy"
                    className="aspect-[3/4] w-12 shrink-0 rounded bg-canvas object-cover"
                  />
                  <div className="min-w-0 flex-1 text-sm">
                    <Link to={`/ProductVariation/${row.product_id}`} className="font-bold text-brand hover:underline">
                      {row.product_name}
                    </Link>
                    <p className="text-ink-soft">{row.brand_name}</p>
                    <p className="text-xs text-ink-soft">
                      {[row.sku, attributeText(row.attributes)].filter(Boolean).join(' · ')}
                    </p>
                    <p className="my-1">
                      Stock: <StockCount stock={row.stock} />
                    </p>
                    <RowActions row={row} onAdjust={adjust(row)} onHistory={() => setHistory(row)} />
                  </div>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">Low stock</caption>
                <thead>
                  <tr className="border-b border-line bg-canvas text-xs font-bold tracking-wide text-ink-soft uppercase">
                    <th scope="col" className="px-4 py-3">
                      <span className="sr-only">Image</span>
                    </th>
                    <th scope="col" className="px-3 py-3">
                      Product
                    </th>
                    <th scope="col" className="px-3 py-3">
                      Brand
                    </th>
                    <th scope="col" className="px-3 py-3">
                      SKU
                    </th>
                    <th scope="col" className="px-3 py-3">
                      Size / attributes
                    </th>
                    <th scope="col" className="px-3 py-3 text-right">
                      Stock
                    </th>
                    <th scope="col" className="px-4 py-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={rowKey(row)} className="border-b border-line last:border-b-0 hover:bg-canvas/50">
                      <td className="px-4 py-2">
                        <img
                          src={row.image ?? PLACEHOLDER_IMAGE}
                          alt=""
                          width={36}
                          height={48}
                          loading="lazy"
                          className="aspect-[3/4] w-9 rounded bg-canvas object-cover"
                        />
                      </td>
                      <td className="px-3 py-2">
                        <Link
                          to={`/ProductVariation/${row.product_id}`}
                          className="font-semibold text-brand hover:underline"
                        >
                          {row.product_name}
                        </Link>
                      </td>
                      <td className="px-3 py-2 text-ink-soft">{row.brand_name}</td>
                      <td className="px-3 py-2 text-ink-soft">{row.sku ?? '—'}</td>
                      <td className="px-3 py-2 text-ink-soft">{attributeText(row.attributes) || '—'}</td>
                      <td className="px-3 py-2 text-right">
                        <StockCount stock={row.stock} />
                      </td>
                      <td className="px-4 py-2">
                        <RowActions row={row} onAdjust={adjust(row)} onHistory={() => setHistory(row)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        {inventory.data && (
          <Pager
            page={search.pageNumber}
            pageSize={INVENTORY_PAGE_SIZE}
            total={inventory.data.totalCount}
            busy={inventory.isFetching}
            onPage={(pageNumber) => setParams(writeInventorySearch(search, { pageNumber }))}
          />
        )}
      </div>
      {adjusting && (
        <AdjustStockModal
          row={adjusting}
          onClose={() => setAdjusting(null)}
          onDone={(adjustment) => {
            setAdjusting(null);
            showToast(
              `Stock of ${adjusting.product_name} is now ${adjustment.stock_after} (${adjustment.delta > 0 ? '+' : ''}${adjustment.delta}).`,
            );
          }}
        />
      )}
      {history && <AdjustmentHistoryModal row={history} onClose={() => setHistory(null)} />}
    </section>
  );
}
