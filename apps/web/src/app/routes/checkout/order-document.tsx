import { useParams } from 'react-router';
import { OrderDocumentPage } from '@/features/orders/components/document-page';
import type { OrderDocumentKind } from '@/features/orders/api/orders';
import { RequireUser } from './require-user';

/** The page of one of the shopper's printable order documents (docs/product/checkout.md#order-detail). */
export function orderDocumentRoute(kind: OrderDocumentKind, title: string) {
  return function Component() {
    const id = Number(useParams().id);
    return (
      <RequireUser>
        <title>{`${title} · Store`}</title>
        <OrderDocumentPage id={id} kind={kind} />
      </RequireUser>
    );
  };
}
