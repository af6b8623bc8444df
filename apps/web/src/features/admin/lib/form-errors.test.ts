import { describe, expect, it } from 'vitest';
import { productInput } from '@store/shared/schemas/catalogue';
import { ApiError } from '@/lib/api-client';
import { failureMessage, fieldErrors, serverFieldErrors } from './form-errors';

describe('form errors', () => {
  it('gives the product form messages, one per field', () => {
    const result = productInput.safeParse({
      name: '',
      description: ' ',
      price: '',
      stock: '',
      category_id: '',
      brand_id: '',
      discount: '',
      discount_price: '',
      is_active: true,
      sku: '',
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!.issues)).toEqual({
      name: 'Name required',
      description: 'required',
      price: 'required',
      stock: 'required',
      category_id: 'required',
      brand_id: 'required',
    });
  });

  it('puts the server message after the failure title', () => {
    const duplicate = new ApiError(409, "A product with SKU 'TEE-1' already exists.");
    expect(failureMessage('Failed to Add Product!', duplicate)).toBe(
      "Failed to Add Product! A product with SKU 'TEE-1' already exists.",
    );
    expect(
      failureMessage(
        'Failed to Delete Category!',
        new ApiError(409, 'This category still has 3 products. Move or delete them first.'),
      ),
    ).toBe('Failed to Delete Category! This category still has 3 products. Move or delete them first.');
  });

  it('explains statuses whose body had no message', () => {
    expect(failureMessage('Failed to Add Brand!', new ApiError(403, 'Request failed (403)'))).toBe(
      'Failed to Add Brand! You do not have permission to do this.',
    );
    expect(failureMessage('Failed to Add Brand!', new ApiError(502, 'Request failed (502)'))).toBe(
      'Failed to Add Brand! The server could not do it. Please try again.',
    );
    expect(failureMessage('Failed to Add Brand!', new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
  });

  it('passes on field messages of a 400 only', () => {
    expect(
      serverFieldErrors(new ApiError(400, 'x', { discount_price: 'Discount price cannot be above the price' })),
    ).toEqual({ discount_price: 'Discount price cannot be above the price' });
    expect(serverFieldErrors(new ApiError(409, 'x', { sku: 'taken' }))).toEqual({});
  });
});
