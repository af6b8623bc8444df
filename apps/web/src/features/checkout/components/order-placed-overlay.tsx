/** After a verified payment, this overlay for 3 seconds, then /Orders (docs/product/checkout.md#payment-page). */
export function OrderPlacedOverlay({ message }: { message: string }) {
  return (
    <div className="fixed inset-0 z-[80] flex items-center justify-center bg-black/55 p-6">
      <div
        role="status"
        className="flex max-w-sm animate-fade-in flex-col items-center rounded-2xl bg-white px-8 py-10 text-center shadow-2xl"
      >
        <span
          className="flex size-16 items-center justify-center rounded-full bg-success text-white"
          aria-hidden="true"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <p className="mt-5 text-lg font-bold text-ink">{message}</p>
        <p className="mt-1 text-sm text-muted">Taking you to your orders…</p>
      </div>
    </div>
  );
}
