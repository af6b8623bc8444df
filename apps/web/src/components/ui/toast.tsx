type Tone = 'success' | 'info' | 'error' | 'warning';

const tones: Record<Tone, string> = {
  success: 'bg-success text-white',
  info: 'bg-blue-700 text-white',
  error: 'bg-red-700 text-white',
  warning: 'bg-amber-300 text-ink',
};

/**
 * A notice near the bottom of the screen, clear of the header, the checkout steps and the admin's section bar, and
 * above the phone's fixed bottom bars; the caller decides how long it stays (3 s, docs/product/storefront.md#limits).
 * `aboveDialogs` keeps it visible over an open modal (an admin form that failed stays open under its red toast).
 */
export function Toast({
  message,
  tone = 'success',
  aboveDialogs = false,
}: {
  message: string | null;
  tone?: Tone;
  aboveDialogs?: boolean;
}) {
  return (
    <div
      aria-live="polite"
      className={`pointer-events-none fixed inset-x-0 bottom-24 ${aboveDialogs ? 'z-[80]' : 'z-[60]'} flex justify-center px-4 md:bottom-10`}
    >
      {message && (
        <p
          role="status"
          className={`animate-fade-in rounded-lg px-5 py-3 text-sm font-semibold shadow-lg ${tones[tone]}`}
        >
          {message}
        </p>
      )}
    </div>
  );
}
