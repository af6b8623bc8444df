// The cash-on-delivery fee after the order (docs/product/checkout.md#cod-fee): one rule for the server, which caps a
// return's refund, and the admin's refund form, which starts from it.

interface ReturnLike {
  return_id: number;
  kind: string;
  status: string;
  items: ReadonlyArray<{ order_item_id: number; quantity: number }>;
}

/**
 * The COD fee a return gives back (paise, or rupees: the unit of `fee`). All of it when the order's returns that are
 * not rejected (exchanges do not count: their items are replaced) bring back every unit the order holds, so the whole
 * order came back, and this return is the last of them (the fee goes back once); nothing for a partial return, which
 * refunds only its lines.
 */
export function codFeeOfReturn(
  fee: number,
  lines: ReadonlyArray<{ order_item_id: number; quantity: number }>,
  returns: ReadonlyArray<ReturnLike>,
  returnId: number,
): number {
  if (fee <= 0) return 0;
  const counted = returns.filter((row) => row.kind === 'return' && row.status !== 'Rejected');
  const back = new Map<number, number>();
  for (const row of counted) {
    for (const item of row.items) back.set(item.order_item_id, (back.get(item.order_item_id) ?? 0) + item.quantity);
  }
  const whole = lines.every((line) => (back.get(line.order_item_id) ?? 0) >= line.quantity);
  const last = Math.max(...counted.map((row) => row.return_id));
  return whole && last === returnId ? fee : 0;
}
