import { useLocation } from 'react-router';
import type { UserAddress } from '@store/shared/schemas/address';
import { defaultAddressOf, useAddressBook } from '@/features/address/api/addresses';
import { AddressSummary } from '@/features/address/components/address-summary';
import { CheckoutPhoneProof } from '@/features/auth/components/checkout-phone-proof';
import { CheckoutSteps } from '@/features/cart/components/checkout-steps';
import { PaymentPage } from '@/features/checkout/components/payment-page';
import { ResumePayment } from '@/features/checkout/components/resume-payment';
import { resumedOrderId } from '@/features/checkout/utils/resume';
import { useAuth } from '@/stores/auth';
import { RequireUser } from './require-user';

function carriedAddress(state: unknown): UserAddress | null {
  const address = (state as { address?: UserAddress } | null)?.address;
  return address && typeof address.useraddress_id === 'number' ? address : null;
}

function Payment() {
  const { user } = useAuth();
  const carried = carriedAddress(useLocation().state);
  const book = useAddressBook(user?.email ?? '');
  // The address carried from /DeliveryAddress while it is still in the book, else the book's default.
  const address = book.data
    ? (book.data.find((entry) => entry.useraddress_id === carried?.useraddress_id) ?? defaultAddressOf(book.data))
    : carried;
  return (
    <>
      <CheckoutSteps current="PAYMENT" />
      <PaymentPage
        delivery={
          address ? { addressId: address.useraddress_id, name: address.first_name, phone: address.phone } : null
        }
        deliveryLoading={!address && book.isPending}
        addressCard={address ? <AddressSummary address={address} /> : null}
        phoneProof={({ onVerified }) => (
          <CheckoutPhoneProof email={user?.email ?? ''} suggestedPhone={address?.phone} onVerified={onVerified} />
        )}
      />
    </>
  );
}

/**
 * /Payment: the last checkout step; /Payment?order={id} resumes paying an order waiting for payment
 * (docs/product/checkout.md#payment-page).
 */
export function Component() {
  const resumed = resumedOrderId(useLocation().search);
  return (
    <RequireUser>
      <title>Payment · Store</title>
      {resumed ? <ResumePayment key={resumed} orderId={resumed} /> : <Payment />}
    </RequireUser>
  );
}
