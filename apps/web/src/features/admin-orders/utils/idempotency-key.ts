/** A fresh idempotency key; crypto.randomUUID needs a secure context, so plain http on a LAN falls back. */
export function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
