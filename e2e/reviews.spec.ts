import type { APIRequestContext, Page } from '@playwright/test';
import type { ListingItem } from '@store/shared/schemas/catalogue';
import type { ReviewPage } from '@store/shared/schemas/reviews';
import { pngFile, runTag } from './admin-support';
import { deliveredOrderThroughApi } from './checkout-support';
import { ADMIN, addAddressThroughApi, bearer, expect, signInByStorage, test, tokenFor, type Product } from './fixtures';

// Reviews and ratings (docs/product/storefront.md#reviews, docs/product/admin.md#reviews).

const shot = (page: Page, name: string, phone: boolean) =>
  page.screenshot({ path: `test-results/reviews-screens/${name}-${phone ? 390 : 1440}.png`, fullPage: false });

/** A Men › T-Shirt product of this run only, with an image and one variation (size M) of ₹500 with stock. */
async function freshProduct(request: APIRequestContext, admin: { token: string }, tag: string) {
  const listing = await request.get('/api/Product/products?parentcategory=Men&subcategories=T-Shirt&pageSize=1');
  const [model] = ((await listing.json()) as { items: ListingItem[] }).items;
  const created = await request.post('/api/Product', {
    headers: bearer(admin),
    data: {
      name: `Review Tee ${tag}`,
      description: 'A tee to review.',
      price: 500,
      stock: 10,
      category_id: model!.category_id,
      brand_id: model!.brand_id,
      country_of_origin: 'India',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as Product;
  const image = await request.post(`/api/Product/${product.product_id}/images`, {
    headers: bearer(admin),
    multipart: { files: pngFile('tee.png', 40, 90, 160) },
  });
  expect(image.status(), await image.text()).toBe(201);
  const variation = await request.post('/api/ProductVariation', {
    headers: bearer(admin),
    data: { product_id: product.product_id, sku: `REV-${tag}`, price: 500, stock: 10 },
  });
  expect(variation.status(), await variation.text()).toBe(201);
  const { productvariation_id } = (await variation.json()) as { productvariation_id: number };
  // Bought in size M, so the review form asks about the fit.
  const attributes = (await (await request.get('/api/VariationAttribute')).json()) as Array<{
    attribute_id: number;
    name: string;
  }>;
  const size = await request.post('/api/VariationAttributeValue', {
    headers: bearer(admin),
    data: {
      productvariation_id,
      attribute_id: attributes.find((item) => item.name === 'size')!.attribute_id,
      value: 'M',
    },
  });
  expect(size.status(), await size.text()).toBe(201);
  return { product, productvariation_id };
}

test('a shopper who received a product reviews it with stars and a photo; another finds it helpful; the admin hides it', async ({
  page,
  request,
  register,
  phone,
  checkA11y,
}, testInfo) => {
  const tag = runTag(testInfo);
  const admin = { token: await tokenFor(request, ADMIN.email, ADMIN.password) };
  const { product, productvariation_id } = await freshProduct(request, admin, tag);
  const productPath = `/men/brand/review-tee/${product.product_id}`;
  const writer = await register({ first_name: 'Meera', last_name: 'Iyer' });
  await addAddressThroughApi(request, writer);
  await deliveredOrderThroughApi(request, admin, writer, { product_id: product.product_id, productvariation_id });

  // Someone not signed in sees who may review, and no reviews yet.
  await page.goto(productPath);
  const section = page.locator('#reviews');
  await expect(section.getByText('Be the first to review this product.')).toBeVisible();
  await expect(section.getByText('Only shoppers who received this product can review it.')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'product-reviews-empty', phone);

  // The shopper with the delivered order writes one: 4 stars, a title, text and a photo.
  await signInByStorage(page, request, writer);
  await page.goto(productPath);
  // Bought in M in this brand and category: the size is named and marked, never chosen for them.
  await expect(page.getByTestId('your-size')).toHaveText(/^Your size in .+: M \(from your past orders\)$/);
  await expect(page.getByRole('radio', { name: 'Size M, your size' })).toHaveAttribute('aria-checked', 'false');
  await shot(page, 'your-size', phone);
  await section.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('dialog', { name: 'Write a review' });
  await form.getByRole('radio', { name: '4 stars' }).click();
  // The fit question names the size bought and starts unanswered.
  await expect(form.getByRole('group', { name: /How was the fit\? \(size M, optional\)/ })).toBeVisible();
  for (const answer of ['Runs small', 'True to size', 'Runs large'])
    await expect(form.getByRole('radio', { name: answer })).not.toBeChecked();
  await form.getByText('True to size', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'True to size' })).toBeChecked();
  await form.getByLabel('Title').fill('Soft and true to size');
  await form.getByLabel('Your review (optional)').fill('Washed it twice, still keeps its shape.');
  await form.getByLabel(/^Photos/).setInputFiles(pngFile('worn.png', 200, 80, 60));
  await expect(form.getByText('1 photo chosen')).toBeVisible();
  await shot(page, 'review-form', phone);
  await checkA11y(page);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your review is posted.' })).toBeVisible();
  await expect(form).toBeHidden();

  const review = section.getByTestId('review').filter({ hasText: 'Soft and true to size' });
  await expect(review).toContainText('Meera I.');
  await expect(review.getByTestId('review-fit')).toHaveText('Size bought: M · Fit: True to size');
  await expect(review.getByRole('img', { name: /Photo 1 of the review/ })).toBeVisible();
  await expect(section.getByTestId('rating-average')).toHaveText('4.0');
  await expect(section.getByText('1 rating', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Edit your review' })).toBeVisible();
  // The product's own summary under its title follows the new review.
  await expect(page.getByRole('link', { name: /4\.0.*1 rating/ })).toBeVisible();
  await page.getByRole('link', { name: /4\.0.*1 rating/ }).scrollIntoViewIfNeeded();
  await shot(page, 'product-rating-line', phone);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'product-reviews-with-review', phone);

  // Another shopper marks it helpful, once.
  const reader = await register({ first_name: 'Kabir', last_name: 'Shah' });
  await signInByStorage(page, request, reader);
  await page.goto(productPath);
  await expect(section.getByText('Only shoppers who received this product can review it')).toBeVisible();
  const helpful = review.getByRole('button', { name: 'Helpful (0)' });
  await helpful.click();
  await expect(review.getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute('aria-pressed', 'true');
  const list = (await (
    await request.get(`/api/Product/${product.product_id}/reviews`, { headers: bearer(reader) })
  ).json()) as ReviewPage;
  expect(list.items[0]).toMatchObject({ helpful_count: 1, voted: true });

  // Its card in the listing shows the average and the count (the newest products come first).
  await page.goto('/Men/T-Shirt');
  const card = page.getByTestId('product-card').filter({ hasText: `Review Tee ${tag}` });
  await expect(card.getByTestId('rating-badge')).toContainText('4.0');
  await expect(card.getByTestId('rating-badge')).toContainText('1');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'product-card-stars', phone);

  // The admin hides it: it leaves the product page and the average.
  await signInByStorage(page, request, ADMIN);
  await page.goto('/Reviews');
  await page.getByRole('searchbox').fill(tag);
  const row = page.getByTestId('admin-review').filter({ hasText: 'Soft and true to size' });
  await expect(row).toHaveCount(1);
  await shot(page, 'admin-reviews', phone);
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Review hidden.' })).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Show' })).toBeVisible();
  const after = (await (await request.get(`/api/Product/${product.product_id}`)).json()) as Product;
  expect(after).toMatchObject({ rating_average: null, rating_count: 0 });
  await page.goto(productPath);
  await expect(section.getByText('Be the first to review this product.')).toBeVisible();

  // Its author may edit it, not delete it (docs/product/storefront.md#reviews); the edit waits for the admin.
  await signInByStorage(page, request, writer);
  await page.goto(productPath);
  await expect(section.getByText('The store has hidden your review: others do not see it.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Edit your review' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
