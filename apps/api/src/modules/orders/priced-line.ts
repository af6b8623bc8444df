/** A bag line priced from the catalogue (paise), with what the order keeps of it. */
export interface PricedLine {
  product_id: number;
  productvariation_id: number | null;
  quantity: number;
  price: number;
  list_price: number;
  product_name: string;
  brand_name: string;
  sku: string | null;
  image_key: string | null;
  image_widths: number[] | null;
  attributes: Array<{ attribute_name: string; value: string }>;
  label: string;
  /** HSN code and GST rate the tax invoice uses, fixed at checkout (docs/product/orders.md#gst-invoices). */
  hsn_code: string;
  gst_rate: number;
}
