import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SizeOption } from '@store/shared/product-options';
import type { ProductVariation } from '@store/shared/schemas/catalogue';
import { SizeButtons } from './size-buttons';

// The shopper's size from past orders on the size buttons (docs/product/storefront.md#your-size).

const option = (size: string, available = true) =>
  ({ size, available, variation: null }) as unknown as SizeOption<ProductVariation>;

const render = (yours: string | null, selected: string | null = null) =>
  renderToStaticMarkup(
    <SizeButtons
      options={[option('S'), option('M'), option('L', false)]}
      selected={selected}
      onSelect={() => undefined}
      invalid={false}
      labelId="sizes"
      yours={yours}
    />,
  );

describe('SizeButtons with the shopper\u2019s size', () => {
  it('marks that size and says so, without choosing it', () => {
    const html = render('M');
    expect(html).toContain('aria-label="Size M, your size"');
    expect(html.match(/data-testid="your-size-mark"/g)).toHaveLength(1);
    expect(html).not.toContain('aria-checked="true"');
  });

  it('an unavailable size of theirs is still named as theirs and unavailable', () => {
    expect(render('L')).toContain('aria-label="Size L, your size, unavailable"');
  });

  it('marks nothing without a size from past orders', () => {
    const html = render(null, 'S');
    expect(html).not.toContain('your size');
    expect(html).not.toContain('your-size-mark');
    expect(html).toContain('aria-checked="true"');
  });
});

// A sold-out size chosen to ask for an alert (docs/product/storefront.md#back-in-stock-alerts).
describe('SizeButtons with back-in-stock alerts', () => {
  const sizeL = (html: string) => /<button[^>]*aria-label="Size L, unavailable"[^>]*>/.exec(html)![0];
  const withAlerts = (soldOutSelected: string | null) =>
    renderToStaticMarkup(
      <SizeButtons
        options={[option('S'), option('L', false)]}
        selected={null}
        onSelect={() => undefined}
        invalid={false}
        labelId="sizes"
        onSelectSoldOut={() => undefined}
        soldOutSelected={soldOutSelected}
      />,
    );

  it('without alerts a sold-out size cannot be chosen', () => {
    expect(sizeL(render(null))).toContain('disabled=""');
  });

  it('with alerts a sold-out size can be chosen, and shows as chosen once it is', () => {
    expect(sizeL(withAlerts(null))).not.toContain('disabled');
    expect(sizeL(withAlerts(null))).toContain('aria-checked="false"');
    expect(sizeL(withAlerts('L'))).toContain('aria-checked="true"');
  });
});
