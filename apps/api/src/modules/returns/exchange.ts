import { eq } from 'drizzle-orm';
import { exchangeKeeps, exchangeProblem } from '@store/shared/exchanges';
import { formatRupees, toRupees } from '@store/shared/money';
import type { Tx } from '../../db/client.ts';
import {
  type orderItems,
  productVariations,
  variationAttributes,
  variationAttributeValues,
} from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';

type OrderLine = typeof orderItems.$inferSelect;
type Attributes = Array<{ attribute_name: string; value: string }>;

const refused = (message: string) => new HttpError(409, message, { code: 'RETURN_REFUSED' });
const rupees = (paise: number) => formatRupees(toRupees(paise));

/**
 * Checks the size an exchange asks for (docs/product/orders.md#asking): a variation of the same product with the
 * same colour (every attribute but size) at the unit price paid, in stock. No money moves in an exchange, so
 * anything else is refused with 409 and nothing is recorded.
 */
export async function checkExchangeSize(tx: Tx, line: OrderLine, wantedId: number, quantity: number): Promise<void> {
  const [wanted] = await tx.select().from(productVariations).where(eq(productVariations.productvariation_id, wantedId));
  if (!wanted || wanted.product_id !== line.product_id)
    throw refused(`Choose another size of ${line.product_name} to exchange it for.`);
  const attributes = await tx
    .select({ attribute_name: variationAttributes.name, value: variationAttributeValues.value })
    .from(variationAttributeValues)
    .innerJoin(variationAttributes, eq(variationAttributes.attribute_id, variationAttributeValues.attribute_id))
    .where(eq(variationAttributeValues.productvariation_id, wantedId));
  const bought = { ...line, attributes: (line.attributes ?? []) as Attributes };
  const problem = exchangeProblem(bought, { ...wanted, price: wanted.discount_price, attributes });
  if (problem === 'same variation') throw refused(`Choose another size of ${line.product_name} to exchange it for.`);
  if (problem === 'other attributes') {
    const keeps = exchangeKeeps(bought);
    throw refused(
      `An exchange is for another size of ${line.product_name}${keeps ? ` in the same colour (${keeps})` : ''}. For something else, return it and order what you want.`,
    );
  }
  if (problem === 'other price') {
    throw refused(
      `That size of ${line.product_name} costs ${rupees(wanted.discount_price)}, not the ${rupees(line.price)} you paid; an exchange is for a size at the same price. Return it and order the size you want.`,
    );
  }
  if (wanted.stock < quantity)
    throw refused(`The size you chose of ${line.product_name} is out of stock. Choose another size, or a return.`);
}
