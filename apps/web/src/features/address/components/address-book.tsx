import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { UserAddress } from '@store/shared/schemas/address';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PlusIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/stores/auth';
import {
  defaultAddressOf,
  useAddAddress,
  useAddressBook,
  useRemoveAddress,
  useSetDefaultAddress,
  useUpdateAddress,
  type AddressPayload,
} from '../api/addresses';
import { addressFormFrom, emptyAddressForm } from '../utils/address-form';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';

/** The address book's texts (docs/product/checkout.md#address-book). */
export const addressTexts = {
  added: 'Delivery Address Added!',
  updated: 'Delivery Address Updated!',
  defaultUpdated: 'Default Address Updated!',
  emptyBook: 'Please Add Address to Continue.',
} as const;

const inStableOrder = (addresses: readonly UserAddress[]) =>
  [...addresses].sort((a, b) => a.useraddress_id - b.useraddress_id);

type Editing = { mode: 'add' } | { mode: 'edit'; address: UserAddress } | null;

interface AddressBookProps {
  /**
   * On the way to payment (the bag holds something): the bag's price summary shown beside the book (composed by the
   * route) and its total for the phone's bottom bar, with CONTINUE TO PAYMENT. Without it the book stands alone.
   */
  checkout?: { summary: ReactNode; totalText: string } | undefined;
}

/**
 * The default chosen by radio, REMOVE, EDIT, add and edit in a modal on wide screens (pages /AddDelivery and
 * /EditDelivery/{id} on small ones), and CONTINUE TO PAYMENT carrying the default address to /Payment
 * (docs/product/checkout.md#address-book).
 */
export function AddressBook({ checkout }: AddressBookProps) {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 768px)');
  const book = useAddressBook(email);
  const add = useAddAddress(email);
  const update = useUpdateAddress(email);
  const setDefault = useSetDefaultAddress(email);
  const remove = useRemoveAddress(email);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, showNotice] = useTimedMessage();
  const [tone, setTone] = useState<'success' | 'info' | 'error'>('success');
  const [overlay, showOverlay] = useTimedMessage();
  const closeForm = useCallback(() => setEditing(null), []);
  // The radio follows the shopper's choice at once, while PUT /set-default is on its way.
  const [picked, setPicked] = useState<number | null>(null);

  const notify = (message: string, nextTone: 'success' | 'info' | 'error') => {
    setTone(nextTone);
    showNotice(message);
  };
  const failed = (error: unknown) =>
    notify(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.', 'error');

  const addresses = book.data ?? [];
  const chosen = defaultAddressOf(addresses);
  const busy = remove.isPending;

  const openAdd = () => (wide ? setEditing({ mode: 'add' }) : navigate('/AddDelivery'));
  const openEdit = (address: UserAddress) =>
    wide ? setEditing({ mode: 'edit', address }) : navigate(`/EditDelivery/${address.useraddress_id}`);
  const save = async (payload: AddressPayload) => {
    if (editing?.mode === 'edit') {
      await update.mutateAsync({ id: editing.address.useraddress_id, payload });
      notify(addressTexts.updated, 'info');
    } else {
      await add.mutateAsync(payload);
      notify(addressTexts.added, 'success');
    }
    setEditing(null);
  };
  const continueToPayment = () => {
    if (!chosen) {
      showOverlay(addressTexts.emptyBook);
      return;
    }
    navigate('/Payment', { state: { address: chosen } });
  };

  if (book.isPending) return <Spinner label="Loading addresses" className="min-h-[50vh]" />;
  if (book.isError) {
    return (
      <p role="alert" className="mx-auto max-w-lg px-4 py-16 text-center text-sm font-medium text-red-800">
        {book.error instanceof ApiError && book.error.status === 401
          ? 'Your session has ended. Please log in again.'
          : 'Could not load your addresses. Please try again.'}
      </p>
    );
  }

  const card = (address: UserAddress) => (
    <AddressCard
      key={address.useraddress_id}
      address={address}
      selected={picked === null ? address.is_default : picked === address.useraddress_id}
      busy={busy}
      onSelect={() => {
        setPicked(address.useraddress_id);
        setDefault.mutate(address.useraddress_id, {
          onSuccess: () => notify(addressTexts.defaultUpdated, 'success'),
          onError: failed,
          onSettled: () => setPicked((current) => (current === address.useraddress_id ? null : current)),
        });
      }}
      onEdit={() => openEdit(address)}
      onRemove={() => remove.mutate(address.useraddress_id, { onError: failed })}
    />
  );

  return (
    <>
      <Toast message={notice} tone={tone} />
      <div
        className={
          checkout
            ? 'mx-auto grid max-w-6xl gap-6 px-3 pt-5 pb-28 md:px-6 md:pb-12 lg:grid-cols-[1fr_360px]'
            : 'mx-auto max-w-3xl px-3 pt-5 pb-12 md:px-6'
        }
      >
        <section aria-labelledby="address-heading">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h1 id="address-heading" className="text-base font-bold text-ink">
              Select Delivery Address
            </h1>
            <Button
              variant="outline"
              size="sm"
              onClick={openAdd}
              className="border-ink/40 text-xs font-bold tracking-wider"
            >
              <PlusIcon className="size-4" /> ADD NEW ADDRESS
            </Button>
          </div>

          {addresses.length === 0 ? (
            <div className="rounded-lg border border-dashed border-ink/25 bg-white px-6 py-12 text-center">
              <p className="text-sm font-semibold text-ink">No saved addresses yet.</p>
              <p className="mt-1 text-sm text-muted">Add the address your order should go to.</p>
              <Button onClick={openAdd} className="mt-5">
                ADD NEW ADDRESS
              </Button>
            </div>
          ) : (
            // One list in a stable order: choosing a default by radio (also with the arrow keys) never moves
            // the cards under the pointer or the keyboard focus.
            <fieldset>
              <legend className="mb-2 text-xs font-bold tracking-widest text-ink-soft uppercase">
                Choose the default address
              </legend>
              <ul className="space-y-3">{inStableOrder(addresses).map(card)}</ul>
            </fieldset>
          )}
        </section>

        {checkout && (
          <aside className="space-y-4">
            {checkout.summary}
            <div className="hidden md:block">
              <Button size="lg" className="w-full" onClick={continueToPayment}>
                CONTINUE TO PAYMENT
              </Button>
            </div>
          </aside>
        )}
      </div>

      {checkout && (
        <div className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-between gap-3 border-t border-line bg-white px-4 py-2.5 shadow-[0_-2px_10px_rgba(0,0,0,0.06)] md:hidden">
          <p className="text-base font-bold text-ink">{checkout.totalText}</p>
          <Button size="md" className="min-w-44" onClick={continueToPayment}>
            CONTINUE TO PAYMENT
          </Button>
        </div>
      )}

      {overlay && (
        <div className="fixed inset-0 z-[80] flex items-center justify-center bg-black/50 p-6">
          <p
            role="alert"
            className="max-w-sm animate-fade-in rounded-xl bg-white px-6 py-8 text-center text-base text-ink shadow-2xl"
          >
            <strong className="mb-1 block text-lg text-brand">Address!</strong> {overlay}
          </p>
        </div>
      )}

      <Modal
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'UPDATE ADDRESS' : 'ADD NEW ADDRESS'}
        onClose={closeForm}
      >
        {editing && (
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.useraddress_id : 'new'}
            mode={editing.mode}
            initial={editing.mode === 'edit' ? addressFormFrom(editing.address) : emptyAddressForm()}
            email={email}
            onSubmit={save}
          />
        )}
      </Modal>
    </>
  );
}
