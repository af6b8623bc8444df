import type { Product, ProductVariation } from '@store/shared/schemas/catalogue';

/** A catalogue product as GET /Product/{id} answers it, for the tests of this feature. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    product_id: 42,
    name: 'Slim Fit Casual Shirt',
    description: 'A cotton shirt for every day.',
    sku: 'RD-SH-42',
    price: 1499,
    discount_price: 1199,
    discount: 20,
    stock: 0,
    is_active: true,
    category_id: 3,
    category_name: 'Casual Shirts',
    parentcategory_id: 1,
    parentcategory_name: 'Men',
    brand_id: 7,
    brand_name: 'Roadster',
    images: [
      { image_id: 1, image_url: '/api/media/products/42/a-960.webp', sort_order: 0, widths: [240, 480, 960] },
      { image_id: 2, image_url: '/api/media/products/42/b-960.webp', sort_order: 1, widths: [240, 480] },
    ],
    rating_average: 4.3,
    rating_count: 12,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    variations: [],
    hsn_code: null,
    gst_rate: null,
    country_of_origin: 'India',
    generic_name: "Men's casual shirt",
    manufacturer: 'Roadster Pvt. Ltd., 12 Mill Road, Tiruppur, Tamil Nadu 641603',
    importer: null,
    packer: null,
    net_quantity: '1 N',
    ...overrides,
  };
}

export function testVariation(overrides: Partial<ProductVariation> = {}): ProductVariation {
  return {
    productvariation_id: 100,
    product_id: 42,
    name: 'Slim Fit Casual Shirt',
    sku: 'RD-SH-42-M',
    price: 1499,
    discount_price: 1099,
    discount: 26,
    stock: 0,
    attributes: [{ attributevalue_id: 1, attribute_id: 1, attribute_name: 'Size', value: 'M' }],
    images: [],
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
