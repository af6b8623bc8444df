import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { cartItemFromProduct, quantityOptions } from '@store/shared/cart';
import { messages } from '@store/shared/messages';
import { formatRupees } from '@store/shared/money';
import {
  colourOptions,
  initialSelection,
  selectColour,
  selectSize,
  sizeOptions,
  variationsOfColour,
  type ProductSelection,
} from '@store/shared/product-options';
import type { Product, ProductVariation } from '@store/shared/schemas/catalogue';
import { Button } from '@/components/ui/button';
import { ReturnIcon, ShieldIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { RatingLink } from '@/components/ui/stars';
import { Toast } from '@/components/ui/toast';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ColourSwatches } from '@/components/colour-swatches';
import { useAddToCart } from '@/stores/cart';
import { ProductGallery } from './product-gallery';
import { DeliveryCheck } from './delivery-check';
import { SizeButtons } from './size-buttons';
import { BuyButtons } from './buy-buttons';
import { SizeChartDialog } from './size-chart-dialog';
import { BuyBar } from './lazy-buy-bar';
import { useYourSize } from '../api/your-size';
import { ProductInfo } from './product-info';
import { NotifyMe } from './notify-me';

const isPhone = () => typeof window !== 'undefined' && !window.matchMedia('(min-width: 768px)').matches;

/**
 * Gallery, prices, colour and size (with the size chart when one applies), quantity, Add to Cart and Buy Now, kept in a
 * bar at the bottom of a phone's screen once scrolled past (docs/product/storefront.md#product-page).
 */
export function ProductDetails({ product }: { product: Product }) {
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const variations = product.variations;
  const [selection, setSelection] = useState<ProductSelection<ProductVariation>>(() => initialSelection(variations));
  const [quantity, setQuantity] = useState(1);
  const [sizeError, setSizeError] = useState<string | null>(null);
  // A sold-out size chosen to be told when it is back (docs/product/storefront.md#back-in-stock-alerts).
  const [soldOutSize, setSoldOutSize] = useState<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Buy Now that had to ask for a size on the phone's sheet: its Done goes on to the bag.
  const buyingNow = useRef(false);
  const [notice, showNotice] = useTimedMessage();
  const sizeArea = useRef<HTMLDivElement>(null);
  const buyArea = useRef<HTMLDivElement>(null);
  const ids = { size: useId(), colour: useId(), quantity: useId(), sizeError: useId() };

  const colours = colourOptions(variations);
  const sizes = sizeOptions(variationsOfColour(variations, selection.colour));
  const variation = selection.variation;
  const price = variation?.price ?? product.price;
  const discountPrice = variation?.discount_price ?? product.discount_price;
  const discount = variation?.discount ?? product.discount;
  const sku = variation?.sku ?? product.sku;
  const images = variation && variation.images.length > 0 ? variation.images : product.images;
  const needsSize = sizes.length > 0;
  // The shopper's size from past orders, when this product comes in it: shown and marked, never chosen for them.
  const fromOrders = useYourSize(product.product_id);
  const yours = fromOrders?.size && sizes.some((option) => option.size === fromOrders.size) ? fromOrders : null;
  const soldOut = needsSize
    ? sizes.every((option) => !option.available)
    : variations.length === 0 && product.stock <= 0;

  const chooseSize = (size: string) => {
    setSelection(selectSize(variations, selection, size));
    setSoldOutSize(null);
    setSizeError(null);
  };
  const chooseSoldOut = (size: string) => {
    setSelection({ ...selection, size: null });
    setSoldOutSize(size);
    setSizeError(null);
  };
  const waitedFor = sizes.find((option) => option.size === soldOutSize && !option.available) ?? null;

  /** Without a size (when there are sizes) scroll to them, open the sheet on phones, show the error. */
  const add = (): boolean => {
    if (needsSize && !selection.size) {
      setSizeError(messages.selectSize);
      sizeArea.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      if (isPhone()) setSheetOpen(true);
      return false;
    }
    const chosen = variations.length > 0 ? selection.variation : null;
    // A line that already holds the most the bag allows does not change (docs/product/storefront.md#limits).
    showNotice(addToCart(cartItemFromProduct(product, chosen, quantity)) ? messages.itemAdded : messages.quantityLimit);
    return true;
  };

  const buyProps = {
    product,
    soldOut,
    onAdd: () => {
      buyingNow.current = false;
      add();
    },
    onBuyNow: () => {
      buyingNow.current = true;
      if (add()) navigate('/Cart');
    },
  };

  const priceBlock = (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-2xl font-bold text-ink" data-testid="product-price">
          {formatRupees(discountPrice)}
        </span>
        {price > discountPrice && <span className="text-base font-bold text-offer">({discount}% OFF)</span>}
      </p>
      {/* The MRP with its tax statement (docs/product/storefront.md#product-page). */}
      <p className="mt-1 text-sm text-muted" data-testid="product-mrp">
        MRP {price > discountPrice ? <s>{formatRupees(price)}</s> : formatRupees(price)}{' '}
        <span className="font-semibold text-success">(incl. of all taxes)</span>
      </p>
    </div>
  );

  return (
    <div className="lg:flex lg:gap-10">
      <Toast message={notice} tone={notice === messages.quantityLimit ? 'error' : 'success'} />
      <div className="-mx-3 md:mx-0 lg:sticky lg:top-20 lg:w-[58%] lg:self-start">
        <ProductGallery images={images} alt={`${product.brand_name} ${product.name}`} />
      </div>

      <div className="mt-5 lg:mt-0 lg:flex-1">
        <h1>
          <span className="block text-xl font-bold text-ink md:text-2xl">{product.brand_name}</span>
          <span className="mt-1 block text-base text-muted md:text-lg">{product.name}</span>
        </h1>
        <RatingLink average={product.rating_average} count={product.rating_count} />
        <div className="mt-4 border-t border-line pt-4">{priceBlock}</div>

        {colours.length > 0 && (
          <div className="mt-6">
            <p id={ids.colour} className="mb-3 text-sm font-bold tracking-wider text-ink uppercase">
              Colour: <span className="font-normal normal-case text-muted">{selection.colour}</span>
            </p>
            <ColourSwatches
              colours={colours}
              selected={selection.colour}
              labelledBy={ids.colour}
              onSelect={(colour) => {
                setSelection(selectColour(variations, colour));
                setSoldOutSize(null);
                setSizeError(null);
              }}
            />
          </div>
        )}

        {needsSize && (
          <div ref={sizeArea} className="mt-6 scroll-mt-24">
            <div className="mb-3 flex items-center justify-between gap-3">
              <p id={ids.size} className="text-sm font-bold tracking-wider text-ink uppercase">
                Select Size
              </p>
              {product.size_chart && (
                <SizeChartDialog
                  chart={product.size_chart}
                  selected={selection.size}
                  sizes={sizeOptions(variations).map((option) => option.size)}
                />
              )}
            </div>
            {yours && (
              <p className="mb-3 text-sm text-ink-soft" data-testid="your-size">
                Your size in {yours.brand}: <span className="font-bold text-ink">{yours.size}</span> (from your past
                orders)
              </p>
            )}
            <SizeButtons
              options={sizes}
              selected={selection.size}
              onSelect={chooseSize}
              invalid={sizeError !== null}
              labelId={ids.size}
              yours={yours?.size ?? null}
              onSelectSoldOut={chooseSoldOut}
              soldOutSelected={soldOutSize}
            />
            <SizeError id={ids.sizeError} message={sizeError} />
            {waitedFor && (
              <NotifyMe
                target={{
                  product_id: product.product_id,
                  productvariation_id: waitedFor.variation.productvariation_id,
                }}
                size={waitedFor.size}
              />
            )}
          </div>
        )}

        <div className="mt-6 flex items-center gap-3">
          <label htmlFor={ids.quantity} className="text-sm font-bold tracking-wider text-ink uppercase">
            Quantity
          </label>
          <select
            id={ids.quantity}
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
            className="h-10 w-20 rounded-md border border-ink/25 bg-white px-3 text-sm font-semibold text-ink"
          >
            {quantityOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>

        {variations.length === 0 && soldOut && (
          <NotifyMe target={{ product_id: product.product_id, productvariation_id: null }} size={null} />
        )}

        <div ref={buyArea} className="mt-6 grid grid-cols-2 gap-3 md:flex">
          <BuyButtons layout="page" {...buyProps} />
        </div>

        <div className="mt-8 border-t border-line pt-6">
          <DeliveryCheck />
          <ul className="mt-4 space-y-2 text-sm text-ink-soft">
            <li className="flex items-center gap-2">
              <ShieldIcon className="size-5 text-success" /> 100% Original Products
            </li>
            <li className="flex items-center gap-2">
              <ReturnIcon className="size-5 text-success" /> Easy 14 days returns and exchanges
            </li>
          </ul>
        </div>

        <ProductInfo product={product} colour={selection.colour} sku={sku} />
      </div>

      <BuyBar watched={buyArea}>
        <BuyButtons layout="bar" {...buyProps} />
      </BuyBar>

      <Modal
        open={sheetOpen}
        title="Select Size"
        placement="bottom"
        onClose={() => {
          setSheetOpen(false);
          buyingNow.current = false;
        }}
      >
        <div className="pb-2">
          <div className="mb-4">{priceBlock}</div>
          <SizeButtons
            options={sizes}
            selected={selection.size}
            onSelect={chooseSize}
            invalid={sizeError !== null}
            labelId={ids.size}
            yours={yours?.size ?? null}
          />
          <SizeError message={sizeError} />
          <Button
            size="lg"
            className="mt-6 w-full"
            onClick={() => {
              if (!add()) return;
              setSheetOpen(false);
              if (buyingNow.current) navigate('/Cart');
            }}
          >
            Done
          </Button>
        </div>
      </Modal>
    </div>
  );
}

/**
 * 'Please select a size' under the sizes. Its line is always there, empty until needed, so the message appearing
 * never pushes the buttons below it down (docs/product/storefront.md#product-page).
 */
function SizeError({ id, message }: { id?: string; message: string | null }) {
  return (
    <p
      id={id}
      role="alert"
      data-testid="size-error"
      className="mt-2 min-h-5 text-sm leading-5 font-semibold text-red-700"
    >
      {message}
    </p>
  );
}
