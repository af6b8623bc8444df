import { useLocation, useSearchParams } from 'react-router';

/**
 * The product or variation an upload page works on: it comes as navigation state; a reload, a bookmark or a
 * shared link still has it as `?id=` in the address (docs/product/admin.md#screens).
 */
export function useTargetId(): number | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { id?: unknown } | null)?.id;
  const raw = fromState ?? params.get('id');
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
