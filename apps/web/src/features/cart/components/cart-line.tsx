import { useId } from 'react';
import { Link } from 'react-router';
import { lineColour, quantityOptions, sizeChoices, type CartItem } from '@store/shared/cart';
import { SellingPrice } from '@/components/selling-price';
import { productPath } from '@store/shared/slug';
import { HeartIcon } from '@/components/ui/icons';
import { PLACEHOLDER_IMAGE, imageSources } from '@/lib/images';

interface CartLineProps {
  item: CartItem;
  onSize: (size: string) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** Moves the line to the wishlist (docs/product/storefront.md#wishlist). */
  onWishlist: () => void;
}

/**
 * Image, brand, name, size and quantity selectors, prices, percent off, Remove and WishList
 * (docs/product/storefront.md#bag).
 */
export function CartLine({ item, onSize, onQuantity, onRemove, onWishlist }: CartLineProps) {
  const ids = { size: useId(), quantity: useId() };
  const image = item.images[0];
  const sources = image ? imageSources(image, 240) : { src: PLACEHOLDER_IMAGE, srcSet: undefined };
  const sizes = sizeChoices(item);
  const colour = lineColour(item);
  const link = productPath({
    product_id: item.product_id,
    name: item.product_name,
    brand_name: item.brand_name,
    category_name: 'product',
  });
  const selectClass = 'h-8 rounded border border-line bg-canvas pr-7 pl-2 text-xs font-bold text-ink';

  return (
    <li className="flex gap-3 rounded-lg border border-line bg-white p-3 md:gap-4" data-testid="cart-line">
      <Link to={link} className="w-24 shrink-0 md:w-28">
        <img
          src={sources.src}
          srcSet={sources.srcSet}
          sizes="112px"
          width={240}
          height={320}
          alt={`${item.brand_name} ${item.product_name}`}
          className="aspect-[3/4] w-full rounded object-cover"
        />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold text-ink">{item.brand_name}</p>
        <p className="truncate text-sm text-muted">{item.product_name}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {colour && (
            <p className="flex h-8 items-center text-xs font-semibold text-ink-soft" data-testid="line-colour">
              Colour:&nbsp;<span className="font-bold text-ink">{colour}</span>
            </p>
          )}
          {sizes.length > 0 && item.size !== null && (
            <div className="flex items-center gap-1">
              <label htmlFor={ids.size} className="text-xs font-semibold text-ink-soft">
                Size:
              </label>
              <select
                id={ids.size}
                value={item.size}
                onChange={(event) => onSize(event.target.value)}
                className={selectClass}
              >
                {sizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="flex items-center gap-1">
            <label htmlFor={ids.quantity} className="text-xs font-semibold text-ink-soft">
              Qty:
            </label>
            <select
              id={ids.quantity}
              value={item.quantity}
              onChange={(event) => onQuantity(Number(event.target.value))}
              className={selectClass}
            >
              {quantityOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        </div>
        <SellingPrice
          price={item.price}
          discountPrice={item.discount_price}
          discount={item.discount}
          className="mt-2 gap-x-2"
          priceTestId="line-price"
        />
        <div className="mt-3 flex gap-2 border-t border-line pt-3">
          <button
            type="button"
            onClick={onRemove}
            className="rounded px-3 py-1.5 text-xs font-bold tracking-wider text-ink-soft uppercase hover:bg-canvas hover:text-ink"
          >
            Remove
          </button>
          <span className="border-l border-line" aria-hidden="true" />
          <button
            type="button"
            onClick={onWishlist}
            className="flex items-center gap-1.5 rounded px-3 py-1.5 text-xs font-bold tracking-wider text-ink-soft uppercase hover:bg-canvas hover:text-ink"
          >
            <HeartIcon className="size-4" /> WishList
          </button>
        </div>
      </div>
    </li>
  );
}
