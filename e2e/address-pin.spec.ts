import { fillAddressForm } from './checkout-support';
import { addressBook, expect, home, test } from './fixtures';

// The address form fills city and state from the PIN code, and the server refuses a state the PIN cannot be in
// (docs/product/checkout.md#the-address-form).
test('typing a PIN code fills city and state; a state the PIN cannot be in is refused', async ({
  page,
  request,
  signIn,
  browserErrors,
}) => {
  browserErrors.allow('the wrong state is refused (400)', /status of 400 .*\/api\/UserAddress\)$/);
  const shopper = await signIn();
  await page.goto('/AddDelivery');
  const form = page.getByRole('form', { name: 'ADD NEW ADDRESS' });
  const city = form.getByLabel('City / District*', { exact: true });
  const state = form.getByLabel('State*', { exact: true });

  await form.getByLabel('Pin Code*', { exact: true }).fill('560001');
  await expect(city).toHaveValue('Bengaluru Urban');
  await expect(state).toHaveValue('Karnataka');

  // Another PIN replaces what the first filled.
  await form.getByLabel('Pin Code*', { exact: true }).fill('110001');
  await expect(city).toHaveValue('Delhi');
  await expect(state).toHaveValue('Delhi');

  // The shopper may still change the city; a wrong state is refused by the server, nothing saved.
  const { postal_code: _pin, city: _city, state: _state, ...rest } = home;
  await fillAddressForm(form, { ...rest, city: 'New Delhi', state: 'Karnataka' });
  await form.getByRole('button', { name: 'ADD ADDRESS' }).click();
  await expect(form.getByText('State does not match the PIN code 110001.')).toBeVisible();
  expect(await addressBook(request, shopper)).toEqual([]);

  await fillAddressForm(form, { state: 'Delhi' });
  await form.getByRole('button', { name: 'ADD ADDRESS' }).click();
  await expect(page.getByText('Address added Successfully!')).toBeVisible();
  const book = await addressBook(request, shopper);
  expect(book.map(({ postal_code, city: town, state: region }) => ({ postal_code, town, region }))).toEqual([
    { postal_code: '110001', town: 'New Delhi', region: 'Delhi' },
  ]);
});
