import { HeartIcon } from '@/components/ui/icons';

export interface HeartButtonProps {
  /** For the accessible name of the icon (`Save Oxford Shirt to wishlist`). */
  productName: string;
  variant?: 'icon' | 'button';
  className?: string;
}

/**
 * The wishlist heart's button (docs/product/storefront.md#wishlist): a round icon on cards, an outlined `Wishlist` /
 * `Wishlisted` button on the product page, filled while saved.
 */
export function HeartButton({
  productName,
  variant = 'icon',
  className = '',
  saved,
  onClick,
}: HeartButtonProps & { saved: boolean; onClick?: () => void }) {
  const heart = (
    <HeartIcon className={variant === 'icon' ? 'size-4' : 'size-5'} fill={saved ? 'currentColor' : 'none'} />
  );
  if (variant === 'icon') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        aria-label={saved ? `Remove ${productName} from wishlist` : `Save ${productName} to wishlist`}
        onClick={onClick}
        className={`flex size-8 items-center justify-center rounded-full bg-white/90 shadow-sm hover:bg-white ${
          saved ? 'text-brand' : 'text-ink'
        } ${className}`}
        data-testid="wishlist-heart"
      >
        {heart}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={onClick}
      className={`inline-flex h-13 items-center justify-center gap-2 rounded-md border px-8 text-base font-semibold tracking-wide transition-colors ${
        saved ? 'border-brand text-brand' : 'border-ink/25 bg-white text-ink hover:border-ink'
      } ${className}`}
    >
      {heart}
      {saved ? 'Wishlisted' : 'Wishlist'}
    </button>
  );
}
