import { useParams } from 'react-router';
import { UnsubscribePage } from '@/features/marketing/components/unsubscribe-page';

/** /Unsubscribe/:token, the link in every marketing message (docs/product/privacy.md#unsubscribing). */
export function Component() {
  const { token = '' } = useParams();
  return <UnsubscribePage key={token} token={token} />;
}
