import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SiteOriginContext } from '@/lib/site-origin';

/** A page rendered as the server renders the whole document, split into its head and body. */
export function renderPage(node: ReactNode, origin = 'https://shop.example'): { head: string; body: string } {
  const html = renderToString(
    <html lang="en">
      <head />
      <body>
        <SiteOriginContext value={origin}>
          <main>{node}</main>
        </SiteOriginContext>
      </body>
    </html>,
  );
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return { head, body };
}

/** Every `<meta {key}="{name}" content="...">` of the head, as the content texts (HTML entities of & and " decoded). */
export function metaContents(head: string, key: 'name' | 'property', name: string): string[] {
  const pattern = new RegExp(`<meta ${key}="${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"/>`, 'g');
  return [...head.matchAll(pattern)].map((match) => decode(match[1]!));
}

export function titles(head: string): string[] {
  return [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]!));
}

export function canonicals(head: string): string[] {
  return [...head.matchAll(/<link rel="canonical" href="([^"]*)"\/>/g)].map((match) => decode(match[1]!));
}

/** The parsed data of every JSON-LD script, and their raw texts. */
export function jsonLdScripts(html: string): { texts: string[]; data: unknown[] } {
  const texts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
  return { texts, data: texts.map((text) => JSON.parse(text) as unknown) };
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
