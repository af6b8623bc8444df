import { useId, useState } from 'react';
import { messages } from '@store/shared/messages';
import {
  colourOptions,
  initialSelection,
  selectColour,
  selectSize,
  sizeOptions,
  variationsOfColour,
  type ProductSelection,
} from '@store/shared/product-options';
import type { Product, ProductVariation } from '@store/shared/schemas/catalogue';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ColourSwatches } from '@/components/colour-swatches';

/**
 * Asks for the size (and colour, where there are several) before a saved product goes to the bag
 * (docs/product/storefront.md#wishlist). Sizes without stock are struck through, as on the product page.
 */
export function MoveToBagDialog({
  product,
  onClose,
  onMove,
}: {
  product: Product;
  onClose: () => void;
  onMove: (variation: ProductVariation) => void;
}) {
  const variations = product.variations;
  const [selection, setSelection] = useState<ProductSelection<ProductVariation>>(() => initialSelection(variations));
  const [error, setError] = useState<string | null>(null);
  const ids = { size: useId(), colour: useId() };
  const colours = colourOptions(variations);
  const sizes = sizeOptions(variationsOfColour(variations, selection.colour));

  const move = () => {
    if (!selection.size || !selection.variation) {
      setError(messages.selectSize);
      return;
    }
    onMove(selection.variation);
  };

  return (
    <Modal open title="Select Size" onClose={onClose} placement="center">
      <p className="text-sm font-bold text-ink">{product.brand_name}</p>
      <p className="text-sm text-muted">{product.name}</p>
      {colours.length > 1 && (
        <div className="mt-4">
          <p id={ids.colour} className="mb-2 text-xs font-bold tracking-wider text-ink uppercase">
            Colour: <span className="font-normal normal-case text-muted">{selection.colour}</span>
          </p>
          <ColourSwatches
            colours={colours}
            selected={selection.colour}
            labelledBy={ids.colour}
            size="sm"
            onSelect={(colour) => {
              setSelection(selectColour(variations, colour));
              setError(null);
            }}
          />
        </div>
      )}
      <p id={ids.size} className="mt-4 mb-2 text-xs font-bold tracking-wider text-ink uppercase">
        Select Size
      </p>
      <div role="radiogroup" aria-labelledby={ids.size} className="flex flex-wrap gap-2">
        {sizes.map((option) => (
          <button
            key={option.size}
            type="button"
            role="radio"
            aria-checked={selection.size === option.size}
            aria-label={option.available ? `Size ${option.size}` : `Size ${option.size}, unavailable`}
            disabled={!option.available}
            onClick={() => {
              setSelection(selectSize(variations, selection, option.size));
              setError(null);
            }}
            className={`h-11 min-w-11 rounded-full border px-3 text-sm font-bold ${
              !option.available
                ? 'cursor-not-allowed border-line text-muted/60 line-through'
                : selection.size === option.size
                  ? 'border-brand bg-brand text-white'
                  : `${error ? 'border-red-400' : 'border-ink/25'} bg-white text-ink hover:border-brand`
            }`}
          >
            {option.size}
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <Button size="lg" className="mt-6 w-full" onClick={move}>
        Move to Bag
      </Button>
    </Modal>
  );
}
