import type { ReactNode } from 'react';
import { PRODUCT_DETAIL_FIELDS, PRODUCT_DETAIL_LABELS } from '@store/shared/product-details';
import type { Product } from '@store/shared/schemas/catalogue';

function Section({ title, open, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details className="group py-4" open={open}>
      <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-bold tracking-wider text-ink uppercase">
        {title}
        <span className="text-xl leading-none text-muted group-open:rotate-45" aria-hidden="true">
          +
        </span>
      </summary>
      {children}
    </details>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="break-words text-ink" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

/**
 * The product page's accordions (docs/product/storefront.md#product-page): `Product Details` (open) with the brand,
 * category, colour, SKU and the declaration the law asks of goods sold online (docs/product/storefront.md#product-details),
 * `Product Description`, `Specifications`.
 */
export function ProductInfo({ product, colour, sku }: { product: Product; colour: string | null; sku: string | null }) {
  return (
    <div className="mt-8 divide-y divide-line border-y border-line">
      <Section title="Product Details" open>
        <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-x-2 gap-y-2 text-sm" data-testid="product-details">
          <Row label="Brand">{product.brand_name}</Row>
          <Row label="Category">
            {product.parentcategory_name} · {product.category_name}
          </Row>
          {colour && <Row label="Colour">{colour}</Row>}
          {sku && (
            <Row label="SKU" testId="product-sku">
              {sku}
            </Row>
          )}
          {PRODUCT_DETAIL_FIELDS.map((field) =>
            product[field] ? (
              <Row key={field} label={PRODUCT_DETAIL_LABELS[field]} testId={`product-${field.replace(/_/g, '-')}`}>
                {product[field]}
              </Row>
            ) : null,
          )}
        </dl>
      </Section>
      <Section title="Product Description">
        <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink-soft">{product.description}</p>
      </Section>
      <Section title="Specifications">
        <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
          <Row label="Fit">Regular fit, true to size</Row>
          <Row label="Care">Machine wash cold, dry in shade</Row>
          <Row label="Returns">Easy returns within 14 days of delivery</Row>
        </dl>
      </Section>
    </div>
  );
}
