import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { cartQuantity, lineKey, type CartLineKey } from '@store/shared/cart';
import { messages } from '@store/shared/messages';
import { Garment } from '@/components/art/garment';
import { PriceSummary, bagTotal, summaryMoney } from '@/components/price-summary';
import { Button, buttonClasses } from '@/components/ui/button';
import { Toast } from '@/components/ui/toast';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { withNext } from '@/lib/next-path';
import { useWishlist } from '@/hooks/use-wishlist';
import { useCouponQuote } from '@/hooks/use-coupon-quote';
import { useAuth } from '@/stores/auth';
import { useCoupon } from '@/stores/coupon';
import { useCart } from '@/stores/cart';
import { CartLine } from './cart-line';
import { CheckoutSteps } from './checkout-steps';
import { CouponPanel } from './coupon-panel';

// The side panel says only what the store does: these are not offered yet (docs/product/storefront.md#bag).
const offers = [
  { title: 'Gift Wrap', text: 'Gift wrap is not offered yet.' },
  { title: 'Rewards Points', text: 'Reward points are not offered yet.' },
];

export const MOVED_TO_WISHLIST = 'Item moved to your wishlist';

/** /Cart: lines, the side panel, the price summary and PLACE ORDER (docs/product/storefront.md#bag). */
export function CartPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const cart = useCart();
  const [notice, showNotice] = useTimedMessage();
  const [moved, showMoved] = useTimedMessage();
  const wishlist = useWishlist();
  const summary = useRef<HTMLDivElement>(null);
  const count = cartQuantity(cart.items);
  const coupon = useCoupon();
  const { quote, refusal } = useCouponQuote(coupon.code, cart.items);
  const applied = quote ? { code: quote.code, discount: quote.discount_amount } : null;
  // A visitor signs in first and then continues to the address step (docs/product/accounts.md#where-a-sign-in-continues).
  const placeOrder = () => navigate(user ? '/DeliveryAddress' : withNext('/Login', '/DeliveryAddress'));
  /** WishList on a line: saved first, then out of the bag; a refusal (full list) leaves the line (#wishlist). */
  const moveToWishlist = async (key: CartLineKey, productId: number) => {
    try {
      await wishlist.save(productId);
    } catch (error) {
      showNotice((error as Error).message);
      return;
    }
    cart.remove(key);
    showMoved(MOVED_TO_WISHLIST);
  };

  if (cart.items.length === 0) {
    return (
      <>
        <CheckoutSteps current="MY BAG" />
        <Toast message={notice} tone="error" />
        <Toast message={moved} />
        <section className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
          <div className="flex size-40 items-center justify-center rounded-full bg-brand-soft">
            <Garment kind="bag" colour="#d81b4f" className="w-24" />
          </div>
          <h1 className="mt-6 text-lg font-bold text-ink">{messages.emptyCart}</h1>
          <p className="mt-2 text-sm text-muted">There is nothing in your bag yet. Let's add some items.</p>
          <Link to="/" className={buttonClasses('outline', 'md', 'mt-6 rounded-md border-brand px-8 text-brand')}>
            Continue Shopping
          </Link>
        </section>
      </>
    );
  }

  return (
    <>
      <CheckoutSteps current="MY BAG" />
      <Toast message={notice} tone="error" />
      <Toast message={moved} />
      <div className="mx-auto grid max-w-6xl gap-6 px-3 pt-5 pb-28 md:px-6 md:pb-12 lg:grid-cols-[1fr_360px]">
        <section aria-labelledby="bag-heading">
          <h1 id="bag-heading" className="mb-4 text-base font-bold text-ink">
            My Bag{' '}
            <span className="font-normal text-muted">
              ({count} {count === 1 ? 'item' : 'items'})
            </span>
          </h1>
          <ul className="space-y-3">
            {cart.items.map((item) => {
              const key = lineKey(item);
              return (
                <CartLine
                  key={`${item.product_id}-${item.productvariation_id ?? 'base'}-${item.size ?? ''}`}
                  item={item}
                  onSize={(size) => cart.changeSize(key, size)}
                  onQuantity={(quantity) => cart.setQuantity(key, quantity)}
                  onRemove={() => {
                    cart.remove(key);
                    showNotice(messages.itemRemoved);
                  }}
                  onWishlist={() => void moveToWishlist(key, item.product_id)}
                />
              );
            })}
          </ul>
        </section>

        <aside className="space-y-4">
          <div className="divide-y divide-line rounded-lg border border-line bg-white">
            <details open className="group px-4 py-3" data-testid="coupon-panel">
              <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-bold text-ink">
                Apply Coupon
                <span className="text-lg leading-none text-muted group-open:rotate-45" aria-hidden="true">
                  +
                </span>
              </summary>
              <CouponPanel
                items={cart.items}
                applied={coupon.code}
                discount={quote?.discount_amount ?? null}
                refusal={refusal}
                onApply={coupon.apply}
                onRemove={coupon.remove}
              />
            </details>
            {offers.map((offer) => (
              <details key={offer.title} className="group px-4 py-3">
                <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-bold text-ink">
                  {offer.title}
                  <span className="text-lg leading-none text-muted group-open:rotate-45" aria-hidden="true">
                    +
                  </span>
                </summary>
                <p className="mt-2 text-xs leading-relaxed text-muted">{offer.text}</p>
              </details>
            ))}
          </div>

          <PriceSummary ref={summary} id="price-details" items={cart.items} coupon={applied}>
            <div className="mt-4 hidden md:block">
              <Button size="lg" className="w-full" onClick={placeOrder}>
                PLACE ORDER
              </Button>
            </div>
          </PriceSummary>
        </aside>
      </div>

      <div className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-between gap-3 border-t border-line bg-white px-4 py-2.5 shadow-[0_-2px_10px_rgba(0,0,0,0.06)] md:hidden">
        <div>
          <p className="text-base font-bold text-ink">
            {summaryMoney(bagTotal(cart.items) - (applied?.discount ?? 0))}
          </p>
          <button
            type="button"
            onClick={() => summary.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
            className="text-xs font-bold text-brand"
          >
            View Details
          </button>
        </div>
        <Button size="md" className="min-w-40" onClick={placeOrder}>
          Continue
        </Button>
      </div>
    </>
  );
}
