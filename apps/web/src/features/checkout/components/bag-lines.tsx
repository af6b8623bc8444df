import type { CartItem } from '@store/shared/cart';
import { formatRupees } from '@store/shared/money';
import { PLACEHOLDER_IMAGE, imageSources } from '@/lib/images';

/**
 * The Payment page's lines: brand, product name, size when the product has variations, quantity, price, and the
 * delivery line of the address's PIN code when there is one (docs/product/checkout.md#payment-page).
 */
export function BagLines({ items, deliveryLine }: { items: readonly CartItem[]; deliveryLine?: string | null }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => {
        const image = item.images[0];
        const sources = image ? imageSources(image, 240) : { src: PLACEHOLDER_IMAGE, srcSet: undefined };
        return (
          <li
            key={`${item.product_id}-${item.productvariation_id ?? 'base'}-${item.size ?? ''}`}
            className="flex gap-3 rounded-lg border border-line bg-white p-3"
            data-testid="payment-line"
          >
            <img
              src={sources.src}
              srcSet={sources.srcSet}
              sizes="80px"
              width={240}
              height={320}
              alt={`${item.brand_name} ${item.product_name}`}
              className="aspect-[3/4] w-20 shrink-0 rounded object-cover"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-bold text-ink">{item.brand_name}</p>
              <p className="truncate text-muted">{item.product_name}</p>
              <p className="mt-1 flex flex-wrap gap-x-3 text-xs font-semibold text-ink-soft">
                {item.variations.length > 0 && item.size && <span>Size: {item.size}</span>}
                <span>Qty: {item.quantity}</span>
              </p>
              <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
                <span className="font-bold text-ink">{formatRupees(item.discount_price * item.quantity)}</span>
                {item.price > item.discount_price && (
                  <s className="text-xs text-muted">{formatRupees(item.price * item.quantity)}</s>
                )}
              </p>
              {deliveryLine && <p className="mt-1 text-xs text-success">{deliveryLine}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
