import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { NOTICE_MS } from '@/hooks/use-timed-message';
import { useAuth } from '@/stores/auth';
import { useAddAddress, useAddress, useUpdateAddress, type AddressPayload } from '../api/addresses';
import { addressFormFrom, emptyAddressForm } from '../utils/address-form';
import { AddressForm } from './address-form';

/**
 * The notices of the small-screen pages, then /DeliveryAddress after 3 seconds (docs/product/checkout.md#address-book).
 */
export const addressPageTexts = {
  added: 'Address added Successfully!',
  updated: 'Delivery Address Updated!',
  notFound: 'This address was not found in your address book.',
} as const;

function useRedirectAfterNotice(saved: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate('/DeliveryAddress'), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-3 pt-4 pb-12 md:px-6 md:pt-8">
      <div className="mb-4 flex items-center gap-2">
        <Link
          to="/DeliveryAddress"
          aria-label="Back to the address book"
          className="rounded-md p-1.5 text-ink hover:bg-canvas"
        >
          <BackIcon className="size-5" />
        </Link>
        <h1 className="text-sm font-bold tracking-widest text-ink uppercase">{title}</h1>
      </div>
      <div className="rounded-lg border border-line bg-white p-4 md:p-6">{children}</div>
    </section>
  );
}

/** /AddDelivery: 'ADD NEW ADDRESS' on small screens. */
export function AddAddressPage() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const add = useAddAddress(email);
  const [saved, setSaved] = useState(false);
  useRedirectAfterNotice(saved);
  const submit = async (payload: AddressPayload) => {
    await add.mutateAsync(payload);
    setSaved(true);
  };
  return (
    <Frame title="ADD NEW ADDRESS">
      <Toast message={saved ? addressPageTexts.added : null} tone="success" />
      <AddressForm mode="add" initial={emptyAddressForm()} email={email} locked={saved} onSubmit={submit} />
    </Frame>
  );
}

/** /EditDelivery/{id}: 'UPDATE ADDRESS' on small screens, prefilled from GET /UserAddress/{id}. */
export function EditAddressPage({ id }: { id: number }) {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const address = useAddress(id);
  const update = useUpdateAddress(email);
  const [saved, setSaved] = useState(false);
  useRedirectAfterNotice(saved);
  const submit = async (payload: AddressPayload) => {
    await update.mutateAsync({ id, payload });
    setSaved(true);
  };
  return (
    <Frame title="UPDATE ADDRESS">
      <Toast message={saved ? addressPageTexts.updated : null} tone="info" />
      {address.isPending && Number.isInteger(id) && id > 0 ? (
        <Spinner label="Loading address" />
      ) : address.data ? (
        <AddressForm
          mode="edit"
          initial={addressFormFrom(address.data)}
          email={email}
          locked={saved}
          onSubmit={submit}
        />
      ) : (
        <p role="alert" className="py-6 text-center text-sm font-medium text-red-800">
          {addressPageTexts.notFound}
        </p>
      )}
    </Frame>
  );
}
