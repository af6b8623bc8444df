import { formatRupees } from '@store/shared/money';
import type { OrderLine as OrderLineView } from '@store/shared/schemas/orders';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
import { attributeText } from '../utils/order-view';

/** One bought line: image (the API's own URL), brand, name, attributes, quantity, price; SKU on the detail page. */
export function OrderLine({ item, showSku = false }: { item: OrderLineView; showSku?: boolean }) {
  const attributes = attributeText(item.attributes);
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0" data-testid="order-item">
      <img
        src={item.productImage ?? PLACEHOLDER_IMAGE}
        width={240}
        height={320}
        alt={`${item.brand_name} ${item.productName}`}
        loading="lazy"
        className="aspect-[3/4] w-20 shrink-0 rounded bg-canvas object-cover md:w-24"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-bold text-ink">{item.brand_name}</p>
        <p className="text-ink-soft">{item.productName}</p>
        {showSku && item.sku && <p className="mt-1 text-xs text-muted">SKU: {item.sku}</p>}
        {attributes && <p className="mt-1 text-xs font-semibold text-ink-soft">{attributes}</p>}
        <p className="mt-1 text-xs font-semibold text-ink-soft">Qty: {item.quantity}</p>
        <p className="mt-1 flex items-baseline gap-2">
          <span className="font-bold text-ink">{formatRupees(item.price)}</span>
          {item.list_price > item.price && <s className="text-xs text-muted">{formatRupees(item.list_price)}</s>}
        </p>
      </div>
    </li>
  );
}
