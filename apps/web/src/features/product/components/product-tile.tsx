import { Link } from 'react-router';
import { SellingPrice } from '@/components/selling-price';
import { productPath } from '@store/shared/slug';
import type { ListingItem } from '@store/shared/schemas/catalogue';
import { WishlistHeart } from '@/components/wishlist-heart';
import { PLACEHOLDER_IMAGE, imageSources } from '@/lib/images';

export type TileProduct = Pick<
  ListingItem,
  'product_id' | 'name' | 'brand_name' | 'category_name' | 'price' | 'discount_price' | 'discount' | 'stock' | 'images'
>;

/** A small card of the product page's rows: image, brand, name, prices, and the wishlist heart. */
export function ProductTile({ item }: { item: TileProduct }) {
  const [first] = [...item.images].sort((a, b) => a.sort_order - b.sort_order);
  const image = first ? imageSources(first, 240) : { src: PLACEHOLDER_IMAGE, srcSet: undefined };
  return (
    <div className="relative">
      <Link to={productPath(item)} className="group block" data-testid="product-tile">
        <div className="relative aspect-[3/4] overflow-hidden rounded-md bg-canvas">
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes="(min-width: 768px) 18vw, 42vw"
            width={240}
            height={320}
            alt={`${item.brand_name} ${item.name}`}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
          {item.stock === 0 && (
            <span className="absolute inset-x-0 bottom-0 bg-white/90 py-1 text-center text-xs font-bold tracking-wider text-ink-soft uppercase">
              Out of stock
            </span>
          )}
        </div>
        <p className="mt-2 truncate text-sm font-bold text-ink">{item.brand_name}</p>
        <p className="truncate text-[13px] text-muted">{item.name}</p>
        <SellingPrice
          price={item.price}
          discountPrice={item.discount_price}
          discount={item.discount}
          bracketed
          className="mt-1 gap-x-1.5"
        />
      </Link>
      <WishlistHeart productId={item.product_id} productName={item.name} className="absolute top-2 right-2" />
    </div>
  );
}
