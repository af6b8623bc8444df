import { swatchColour } from '@/lib/colours';

interface ColourSwatchesProps {
  colours: readonly string[];
  selected: string | null | undefined;
  onSelect: (colour: string) => void;
  /** The id of the heading naming the group. */
  labelledBy: string;
  size?: 'md' | 'sm';
}

const sizes = {
  md: { button: 'size-10', dot: 'size-8', gap: 'gap-3' },
  sm: { button: 'size-9', dot: 'size-7', gap: 'gap-2' },
} as const;

/** A radio group of colour dots: the product page's colour choice, and the wishlist's Move to Bag dialog. */
export function ColourSwatches({ colours, selected, onSelect, labelledBy, size = 'md' }: ColourSwatchesProps) {
  const classes = sizes[size];
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={`flex flex-wrap ${classes.gap}`}>
      {colours.map((colour) => (
        <button
          key={colour}
          type="button"
          role="radio"
          aria-checked={selected === colour}
          aria-label={colour}
          title={colour}
          onClick={() => onSelect(colour)}
          className={`flex ${classes.button} items-center justify-center rounded-full border-2 ${
            selected === colour ? 'border-brand' : 'border-transparent hover:border-ink/30'
          }`}
        >
          <span
            className={`${classes.dot} rounded-full border border-black/10`}
            style={{ background: swatchColour(colour) }}
          />
        </button>
      ))}
    </div>
  );
}
