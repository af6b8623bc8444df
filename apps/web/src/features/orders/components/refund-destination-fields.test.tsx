import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { destinationOf, emptyDestination, RefundDestinationFields } from './refund-destination-fields';

// Where a return's refund goes (docs/product/checkout.md#returns): store credit offered first for cash on delivery,
// never chosen for the shopper.

const noop = () => {};

describe('the refund destination of a return', () => {
  it('offers store credit first for cash on delivery, with nothing chosen', () => {
    const html = renderToStaticMarkup(<RefundDestinationFields cod draft={emptyDestination} onChange={noop} />);
    const choices = [...html.matchAll(/type="radio"[^>]*\/>([^<]+)<\/label>/g)].map((match) => match[1]);
    expect(choices).toEqual(['Store credit', 'UPI', 'Bank account']);
    expect(html).not.toContain('checked');
    expect(destinationOf(emptyDestination, true)).toEqual({ problem: 'Choose where the refund should go.' });
  });

  it('asks a paid order with an unticked box, sending nothing unless ticked', () => {
    const html = renderToStaticMarkup(<RefundDestinationFields cod={false} draft={emptyDestination} onChange={noop} />);
    expect(html).toContain('Refund to my store credit instead');
    expect(html).not.toContain('checked');
    expect(destinationOf(emptyDestination, false)).toEqual({ destination: undefined });
    expect(destinationOf({ ...emptyDestination, kind: 'store_credit' }, false)).toEqual({
      destination: { store_credit: true },
    });
  });

  it('checks the UPI id and bank details of cash on delivery', () => {
    expect(destinationOf({ ...emptyDestination, kind: 'store_credit' }, true)).toEqual({
      destination: { store_credit: true },
    });
    expect(destinationOf({ ...emptyDestination, kind: 'upi', upi_id: 'nope' }, true)).toEqual({
      problem: 'Enter a UPI id like name@bank',
    });
    expect(destinationOf({ ...emptyDestination, kind: 'upi', upi_id: 'asha@okbank' }, true)).toEqual({
      destination: { upi_id: 'asha@okbank' },
    });
  });
});
