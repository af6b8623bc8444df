import { formatRupees } from '@store/shared/money';

/**
 * The selling price, and when it is lower than the list price, the list price struck through and the discount
 * (docs/product/storefront.md#bag): product cards put the discount in brackets, the bag does not.
 */
export function SellingPrice({
  price,
  discountPrice,
  discount,
  bracketed = false,
  className = '',
  priceTestId,
}: {
  price: number;
  discountPrice: number;
  discount: number;
  bracketed?: boolean;
  className?: string;
  priceTestId?: string;
}) {
  const off = `${discount}% OFF`;
  return (
    <p className={`flex flex-wrap items-baseline text-sm ${className}`}>
      <span className="font-bold text-ink" data-testid={priceTestId}>
        {formatRupees(discountPrice)}
      </span>
      {price > discountPrice && (
        <>
          <s className="text-xs text-muted">{formatRupees(price)}</s>
          <span className="text-xs font-semibold text-offer">{bracketed ? `(${off})` : off}</span>
        </>
      )}
    </p>
  );
}
