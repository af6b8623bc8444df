import { jsonLdText, type JsonLdData } from '../utils/structured-data';

/**
 * schema.org data in the page (docs/product/storefront.md#search-engines-and-link-previews). JSON-LD is data the
 * browser never runs, so the store's Content-Security-Policy allows it; its text cannot end the script element.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
