import { mailHtml, type MailContent } from '../mail/templates.ts';

/** What a back-in-stock message says: the product, its size and colour when it has them, and its page. */
export interface RestockFacts {
  firstName: string;
  productName: string;
  brandName: string;
  size: string | null;
  colour: string | null;
  link: string;
}

/** The email (subject, text, HTML) and the short SMS with the link. */
export interface RestockMessage extends MailContent {
  sms: string;
}

/**
 * `Back in stock: {product name}` (docs/product/storefront.md#back-in-stock-alerts): the size the shopper asked
 * about, that it may sell out again, the product's page; the SMS says the same in one line.
 */
export function restockMessage(f: RestockFacts): RestockMessage {
  const what = [f.size && `size ${f.size}`, f.colour].filter(Boolean).join(', ');
  const item = `${f.brandName} ${f.productName}${what ? ` (${what})` : ''}`;
  const hello = `Hello ${f.firstName},`;
  const back = `Good news: ${item} is back in stock. You asked us to tell you.`;
  const hurry = 'Stock is limited, so it may sell out again. This was your one alert for it.';
  return {
    subject: `Back in stock: ${f.productName}`,
    text: [hello, back, hurry, `See it: ${f.link}`, '— Store'].join('\n\n'),
    html: mailHtml([hello, back, hurry], { href: f.link, label: 'See it in the store' }),
    sms: `Store: ${f.productName}${f.size ? ` in ${f.size}` : ''} is back in stock. ${f.link}`,
  };
}
