import type { FastifyInstance } from 'fastify';
import { bearer } from './app.ts';

/** Creates catalogue records through the admin API, so every factory call also exercises a route. */
export class CatalogueFactory {
  private sequence = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly token: string,
  ) {}

  async post<T = Record<string, unknown>>(url: string, payload: Record<string, unknown>): Promise<T> {
    const response = await this.app.inject({ method: 'POST', url, payload, headers: bearer(this.token) });
    if (response.statusCode !== 201) throw new Error(`POST ${url} -> ${response.statusCode} ${response.body}`);
    return response.json() as T;
  }

  collection(name: string) {
    return this.post<{ parentcategory_id: number; name: string }>('/api/ParentCategory', {
      name,
      description: `${name} collection`,
    });
  }

  category(parentcategory_id: number, name: string) {
    return this.post<{ category_id: number; name: string }>('/api/Category', {
      name,
      description: `${name} category`,
      parentcategory_id,
    });
  }

  brand(name: string) {
    return this.post<{ brand_id: number; name: string }>('/api/Brand', { name, description: `${name} brand` });
  }

  attribute(name: string) {
    return this.post<{ attribute_id: number; name: string }>('/api/VariationAttribute', { name });
  }

  product(fields: { category_id: number; brand_id: number } & Record<string, unknown>) {
    this.sequence++;
    return this.post<{ product_id: number; name: string; price: number; discount_price: number; discount: number }>(
      '/api/Product',
      {
        name: `Product ${this.sequence}`,
        description: 'A fine product.',
        price: 999,
        stock: 10,
        country_of_origin: 'India',
        ...fields,
      },
    );
  }

  /** A PUT of a product as the admin reads it, with `changes` applied; fails on anything but 200. */
  async editProduct(productId: number, changes: Record<string, unknown>): Promise<void> {
    const headers = bearer(this.token);
    const view = (await this.app.inject({ url: `/api/Product/${productId}/admin`, headers })).json();
    const response = await this.app.inject({
      method: 'PUT',
      url: `/api/Product/${productId}`,
      headers,
      payload: {
        name: view.name,
        description: view.description,
        price: view.price,
        discount_price: view.discount_price,
        stock: view.stock,
        category_id: view.category_id,
        brand_id: view.brand_id,
        is_active: view.is_active,
        ...changes,
      },
    });
    if (response.statusCode !== 200)
      throw new Error(`PUT /api/Product/${productId} -> ${response.statusCode} ${response.body}`);
  }

  variation(product_id: number, fields: Record<string, unknown> = {}) {
    this.sequence++;
    return this.post<{ productvariation_id: number; sku: string }>('/api/ProductVariation', {
      product_id,
      sku: `SKU-${this.sequence}`,
      price: 999,
      stock: 5,
      ...fields,
    });
  }

  value(productvariation_id: number, attribute_id: number, value: string) {
    return this.post<{ attributevalue_id: number }>('/api/VariationAttributeValue', {
      productvariation_id,
      attribute_id,
      value,
    });
  }
}

/** A small storefront: Men and Women, a few categories, two brands, products with size and colour. */
export async function smallCatalogue(factory: CatalogueFactory) {
  const men = await factory.collection('Men');
  const women = await factory.collection('Women');
  const menTees = await factory.category(men.parentcategory_id, 'T-Shirt');
  const menShirts = await factory.category(men.parentcategory_id, 'Casual Shirts');
  const womenTees = await factory.category(women.parentcategory_id, 'T-Shirt');
  const loom = await factory.brand('Urban Loom');
  const denim = await factory.brand('Denim Republic');
  const size = await factory.attribute('size');
  const color = await factory.attribute('color');
  const products = {
    crewTee: await factory.product({
      name: 'Classic Crew Neck T-Shirt',
      category_id: menTees.category_id,
      brand_id: loom.brand_id,
      price: 799,
      discount_price: 599,
    }),
    oxford: await factory.product({
      name: 'Oxford Casual Shirt',
      category_id: menShirts.category_id,
      brand_id: denim.brand_id,
      price: 1499,
      discount: 20,
    }),
    linen: await factory.product({
      name: 'Linen Casual Shirt',
      category_id: menShirts.category_id,
      brand_id: loom.brand_id,
      price: 1999,
    }),
    womenTee: await factory.product({
      name: 'Relaxed Graphic T-Shirt',
      category_id: womenTees.category_id,
      brand_id: denim.brand_id,
      price: 699,
      discount_price: 349,
    }),
  };
  return { men, women, menTees, menShirts, womenTees, loom, denim, size, color, products };
}

/** A complete delivery address in Bengaluru, as the address form sends it. */
export const homeAddress = {
  first_name: 'Asha',
  house_number: '12',
  street_number: 'MG Road',
  postal_code: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  phone: '9876543210',
};
