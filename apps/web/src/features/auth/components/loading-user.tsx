/** 'Loading...' while the signed-in user is not known yet (docs/product/accounts.md#guards). */
export function LoadingUser() {
  return (
    <p role="status" className="mx-auto max-w-md px-4 py-16 text-center text-sm font-semibold text-muted">
      Loading...
    </p>
  );
}
