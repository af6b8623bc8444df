import type { SizeOption } from '@store/shared/product-options';
import type { ProductVariation } from '@store/shared/schemas/catalogue';

interface SizeButtonsProps {
  options: SizeOption<ProductVariation>[];
  selected: string | null;
  onSelect: (size: string) => void;
  invalid: boolean;
  labelId: string;
  /** The shopper's size from past orders: marked, never chosen for them (docs/product/storefront.md#your-size). */
  yours?: string | null;
  /**
   * Given, a sold-out size can be chosen too (still struck through), to be told when it is back
   * (docs/product/storefront.md#back-in-stock-alerts); without it a sold-out size cannot be chosen.
   */
  onSelectSoldOut?: (size: string) => void;
  /** The sold-out size chosen, shown as chosen. */
  soldOutSelected?: string | null;
}

/**
 * Round size buttons; a size without stock is struck through and cannot be bought (chosen only to ask for an alert);
 * the shopper's own size has a dot and says so to screen readers.
 */
export function SizeButtons({
  options,
  selected,
  onSelect,
  invalid,
  labelId,
  yours = null,
  onSelectSoldOut,
  soldOutSelected = null,
}: SizeButtonsProps) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-invalid={invalid || undefined}
      className="flex flex-wrap gap-2.5"
    >
      {options.map((option) => {
        const isSelected = option.size === selected;
        const soldOutChosen = !option.available && option.size === soldOutSelected;
        const choosable = option.available || onSelectSoldOut !== undefined;
        const label = `Size ${option.size}${option.size === yours ? ', your size' : ''}`;
        return (
          <button
            key={option.size}
            type="button"
            role="radio"
            aria-checked={isSelected || soldOutChosen}
            aria-disabled={!choosable || undefined}
            aria-label={option.available ? label : `${label}, unavailable`}
            disabled={!choosable}
            onClick={() => (option.available ? onSelect(option.size) : onSelectSoldOut?.(option.size))}
            className={`relative flex h-12 min-w-12 items-center justify-center overflow-hidden rounded-full border px-3 text-sm font-bold transition-colors ${
              soldOutChosen
                ? 'border-2 border-ink bg-white text-muted'
                : !option.available
                  ? `${choosable ? 'hover:border-ink/40' : 'cursor-not-allowed'} border-line text-muted/60`
                  : isSelected
                    ? 'border-brand bg-brand text-white'
                    : `${invalid ? 'border-red-400' : 'border-ink/25'} bg-white text-ink hover:border-brand`
            }`}
          >
            {option.size}
            {option.size === yours && (
              <span
                data-testid="your-size-mark"
                className={`absolute top-1.5 right-1.5 size-1.5 rounded-full ${isSelected ? 'bg-white' : 'bg-brand'}`}
                aria-hidden="true"
              />
            )}
            {!option.available && (
              <svg
                className="pointer-events-none absolute inset-0 size-full"
                viewBox="0 0 48 48"
                preserveAspectRatio="none"
                aria-hidden="true"
              >
                <line x1="4" y1="44" x2="44" y2="4" stroke="currentColor" strokeWidth="1" />
              </svg>
            )}
          </button>
        );
      })}
    </div>
  );
}
