const steps = ['MY BAG', 'ADDRESS', 'PAYMENT'] as const;

/** The three-step header of the bag and checkout (docs/product/storefront.md#bag). */
export function CheckoutSteps({ current }: { current: (typeof steps)[number] }) {
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label="Checkout steps" className="border-b border-line bg-white">
      <ol className="mx-auto flex max-w-3xl items-center justify-center gap-2 px-4 py-4 text-xs font-bold tracking-[0.2em] md:text-sm">
        {steps.map((step, index) => (
          <li key={step} className="flex items-center gap-2">
            <span
              aria-current={index === currentIndex ? 'step' : undefined}
              className={
                index === currentIndex
                  ? 'border-b-2 border-success pb-0.5 text-success'
                  : index < currentIndex
                    ? 'text-ink'
                    : 'text-muted'
              }
            >
              {step}
            </span>
            {index < steps.length - 1 && (
              <span className="w-6 border-t border-dashed border-ink/40 md:w-16" aria-hidden="true" />
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
