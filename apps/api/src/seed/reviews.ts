import { inArray, sql } from 'drizzle-orm';
import { resolveGst } from '@store/shared/gst';
import { queryRows, type Tx } from '../db/client.ts';
import { orderEvents, orderItems, orders, payments, reviews, users } from '../db/schema/index.ts';
import { demoFitCycle, demoRatingCycle, demoReviewers, demoReviewTexts, type DemoReviewer } from './review-data.ts';

const DAY_MS = 86_400_000;

/** A product the demo reviewers bought: its first variation (lowest id) with what an order line keeps of it. */
interface ReviewedProduct {
  product_id: number;
  productvariation_id: number | null;
  product_name: string;
  brand_name: string;
  sku: string | null;
  price: number;
  discount_price: number;
  attributes: Array<{ attribute_name: string; value: string }>;
  image_key: string | null;
  image_widths: number[] | null;
  product_hsn: string | null;
  product_gst: string | null;
  category_hsn: string | null;
  category_gst: string | null;
  collection: string | null;
}

/** How many reviews product `id` gets (0 to 5): about one product in six has none, as in a real store. */
export const demoReviewCount = (productId: number) => (productId * 7) % 6;

const rate = (value: string | null) => (value === null ? null : Number(value));

/**
 * Verified reviews for the demo catalogue (docs/product/admin.md#demo-catalogue): a dozen demo shoppers (no password,
 * so nobody signs in as them), and for each review the delivered, paid order of one unit that lets its author review
 * (docs/product/storefront.md#who-may-review). Orders are dated 40 to 190 days back, so they stay out of the admin's
 * 30-day figures. Idempotent: when the demo reviewers have reviews already, nothing is added. Returns the number of
 * reviews added.
 */
export async function seedDemoReviews(tx: Tx, now = new Date()): Promise<number> {
  await tx
    .insert(users)
    .values(
      demoReviewers.map((person) => ({
        email: person.email,
        first_name: person.first_name,
        last_name: person.last_name,
        email_verified_at: now.toISOString(),
      })),
    )
    .onConflictDoNothing();
  const ids = new Map(
    (
      await tx
        .select({ id: users.user_id, email: users.email })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.email})`,
            demoReviewers.map((person) => person.email),
          ),
        )
    ).map((row) => [row.email.toLowerCase(), row.id]),
  );
  const existing = await tx
    .select({ id: reviews.review_id })
    .from(reviews)
    .where(inArray(reviews.user_id, [...ids.values()]))
    .limit(1);
  if (existing.length > 0) return 0;

  const products = await reviewedProducts(tx);
  const planned = products.flatMap((product) =>
    Array.from({ length: demoReviewCount(product.product_id) }, (_, n) => ({
      product,
      n,
      person: demoReviewers[(product.product_id + n) % demoReviewers.length]!,
    })),
  );
  if (planned.length === 0) return 0;

  const placed = planned.map(({ product, n, person }) => {
    const delivered = new Date(now.getTime() - (40 + ((product.product_id * 13 + n * 29) % 150)) * DAY_MS);
    const ordered = new Date(delivered.getTime() - 4 * DAY_MS);
    const at = (days: number) => new Date(ordered.getTime() + days * DAY_MS).toISOString();
    return {
      order: {
        user_id: ids.get(person.email)!,
        status: 'Delivered' as const,
        payment_status: 'Paid' as const,
        total_amount: product.discount_price,
        provider: 'sandbox' as const,
        receipt: `demo_review_${product.product_id}_${n}`,
        shipping_address: shippingAddress(person),
        order_date: at(0),
        expires_at: at(0.01),
        paid_at: at(0),
        packed_at: at(1),
        shipped_at: at(1.5),
        delivered_at: delivered.toISOString(),
        carrier: 'Delhivery',
        tracking_number: `DL${String(product.product_id).padStart(6, '0')}${n}`,
        created_at: at(0),
        updated_at: delivered.toISOString(),
      },
      reviewed: new Date(delivered.getTime() + (2 + n) * DAY_MS).toISOString(),
    };
  });

  const orderIds: number[] = [];
  for (let start = 0; start < placed.length; start += 500) {
    const rows = await tx
      .insert(orders)
      .values(placed.slice(start, start + 500).map((entry) => entry.order))
      .returning({ id: orders.order_id });
    orderIds.push(...rows.map((row) => row.id));
  }

  await recordDemoHistory(tx, placed, orderIds);

  const lineIds: number[] = [];
  for (let start = 0; start < planned.length; start += 500) {
    const rows = await tx
      .insert(orderItems)
      .values(
        planned.slice(start, start + 500).map(({ product }, index) => ({
          order_id: orderIds[start + index]!,
          product_id: product.product_id,
          productvariation_id: product.productvariation_id,
          product_name: product.product_name,
          brand_name: product.brand_name,
          sku: product.sku,
          image_key: product.image_key,
          image_widths: product.image_widths,
          attributes: product.attributes,
          price: product.discount_price,
          list_price: product.price,
          quantity: 1,
          ...resolveGst(
            { hsn_code: product.product_hsn, gst_rate: rate(product.product_gst) },
            { hsn_code: product.category_hsn, gst_rate: rate(product.category_gst) },
            product.collection,
            product.discount_price,
          ),
        })),
      )
      .returning({ id: orderItems.order_item_id });
    lineIds.push(...rows.map((row) => row.id));
  }

  for (let start = 0; start < planned.length; start += 500) {
    await tx.insert(reviews).values(
      planned.slice(start, start + 500).map(({ product, n }, index) => {
        const rating = demoRatingCycle[(product.product_id + n * 3) % demoRatingCycle.length]!;
        const texts = demoReviewTexts[rating];
        const text = texts[(product.product_id + n) % texts.length]!;
        const size = product.attributes.find((attribute) => attribute.attribute_name === 'size')?.value ?? null;
        return {
          product_id: product.product_id,
          user_id: placed[start + index]!.order.user_id,
          order_item_id: lineIds[start + index]!,
          rating,
          title: text.title,
          body: text.body,
          size,
          fit: size === null ? null : (text.fit ?? demoFitCycle[(product.product_id * 3 + n) % demoFitCycle.length]!),
          created_at: placed[start + index]!.reviewed,
          updated_at: placed[start + index]!.reviewed,
        };
      }),
    );
  }

  // The products' totals, which cards and product pages read (kept by the review service for later reviews).
  await tx.execute(sql`
    UPDATE products p SET rating_count = r.n, rating_sum = r.total
    FROM (SELECT product_id, count(*)::int AS n, sum(rating)::int AS total
          FROM reviews WHERE NOT is_hidden GROUP BY product_id) r
    WHERE p.product_id = r.product_id`);
  return planned.length;
}

type PlacedDemoOrder = { order: typeof orders.$inferInsert & { paid_at: string; total_amount: number } };

/**
 * What a real delivered order carries, so the admin's order page reads true: the sandbox payment that paid it (the
 * refundable amount is what it paid) and its history from Confirmed to Delivered, each at its own date.
 */
async function recordDemoHistory(tx: Tx, placed: PlacedDemoOrder[], orderIds: number[]) {
  for (let start = 0; start < placed.length; start += 500) {
    const batch = placed
      .slice(start, start + 500)
      .map((entry, index) => ({ ...entry.order, id: orderIds[start + index]! }));
    await tx.insert(payments).values(
      batch.map((order) => ({
        order_id: order.id,
        payment_date: order.paid_at,
        razorpay_payment_id: `pay_sbxdemo${order.id.toString(36)}`,
        razorpay_order_id: `order_sbxdemo${order.id.toString(36)}`,
        payment_amount: order.total_amount,
        created_at: order.paid_at,
        updated_at: order.paid_at,
      })),
    );
    const steps = [
      ['New', 'Confirmed', 'paid_at'],
      ['Confirmed', 'Packed', 'packed_at'],
      ['Packed', 'Shipped', 'shipped_at'],
      ['Shipped', 'Delivered', 'delivered_at'],
    ] as const;
    await tx.insert(orderEvents).values(
      batch.flatMap((order) =>
        steps.map(([from, to, when]) => ({
          order_id: order.id,
          kind: 'status' as const,
          from_status: from,
          to_status: to,
          actor_role: 'system' as const,
          created_at: order[when] as string,
        })),
      ),
    );
  }
}

function shippingAddress(person: DemoReviewer) {
  return {
    first_name: person.first_name,
    last_name: person.last_name,
    phone: '9800000000',
    house_number: '14',
    street_number: 'Station Road',
    postal_code: person.postal_code,
    city: person.city,
    state: person.state,
    country: 'India',
  };
}

/** The active products with their first variation (if any), brand, image and the tax sources of an order line. */
function reviewedProducts(tx: Tx): Promise<ReviewedProduct[]> {
  return queryRows<ReviewedProduct>(
    tx,
    sql`SELECT p.product_id, v.productvariation_id, p.name AS product_name, b.name AS brand_name,
               coalesce(v.sku, p.sku) AS sku, coalesce(v.price, p.price) AS price,
               coalesce(v.discount_price, p.discount_price) AS discount_price,
               coalesce((SELECT json_agg(json_build_object('attribute_name', a.name, 'value', av.value) ORDER BY a.name)
                         FROM variation_attribute_values av JOIN variation_attributes a ON a.attribute_id = av.attribute_id
                         WHERE av.productvariation_id = v.productvariation_id), '[]'::json) AS attributes,
               i.file_key AS image_key, i.widths AS image_widths,
               p.hsn_code AS product_hsn, p.gst_rate::text AS product_gst,
               c.hsn_code AS category_hsn, c.gst_rate::text AS category_gst, pc.name AS collection
        FROM products p
        JOIN brands b ON b.brand_id = p.brand_id
        JOIN categories c ON c.category_id = p.category_id
        LEFT JOIN parent_categories pc ON pc.parentcategory_id = c.parentcategory_id
        LEFT JOIN LATERAL (SELECT * FROM product_variations pv WHERE pv.product_id = p.product_id
                           ORDER BY pv.productvariation_id LIMIT 1) v ON true
        LEFT JOIN LATERAL (SELECT * FROM images im WHERE im.product_id = p.product_id
                           ORDER BY im.sort_order, im.image_id LIMIT 1) i ON true
        WHERE p.is_active
        ORDER BY p.product_id`,
  );
}
