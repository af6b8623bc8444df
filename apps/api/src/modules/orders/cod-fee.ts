import type { Tx } from '../../db/client.ts';
import { creditFor } from './credit-payment.ts';

/**
 * The cash-on-delivery fee an order pays (paise; docs/product/checkout.md#cod-fee): COD_FEE when the shopper pays cash
 * on delivery, nothing otherwise. Store credit that pays the goods (the bag less the coupon) in full leaves no cash to
 * collect, so the order carries no fee and is paid by store credit; credit that pays only part of the goods pays the
 * fee too, as part of the total. Read under the shopper's lock, like the credit itself.
 */
export async function codFeeFor(
  tx: Tx,
  {
    userId,
    goods,
    cod,
    useCredit,
    fee,
  }: { userId: number; goods: number; cod: boolean; useCredit: boolean | undefined; fee: number },
): Promise<number> {
  if (!cod || fee <= 0 || goods <= 0) return 0;
  if ((await creditFor(tx, userId, goods, useCredit)) === goods) return 0;
  return fee;
}
