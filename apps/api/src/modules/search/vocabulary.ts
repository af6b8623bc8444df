import { sql } from 'drizzle-orm';
import { editDistance, searchWords, typoAllowance } from '@store/shared/search-text';
import { queryRows, type Db } from '../../db/client.ts';

export interface Vocabulary {
  /** Every word of product, brand, category and collection names, with how many names use it. */
  words: Map<string, number>;
  /** Brand names, and categories as 'Men T-Shirt', with an active product: offered first as suggestions. */
  headings: string[];
}

/**
 * The catalogue's words as shoppers may find them: active products' names, and the brands and categories that have
 * an active product (docs/product/storefront.md#suggestions), so no suggestion leads to an empty page.
 */
export async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const rows = await queryRows<{ name: string; heading: boolean }>(
    db,
    sql`
    SELECT name, false AS heading FROM (SELECT DISTINCT name FROM products WHERE is_active) p
    UNION ALL SELECT b.name, true FROM brands b
      WHERE EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.brand_id AND p.is_active)
    UNION ALL SELECT pc.name || ' ' || c.name, true FROM categories c
      JOIN parent_categories pc ON pc.parentcategory_id = c.parentcategory_id
      WHERE EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.category_id AND p.is_active)`,
  );
  const words = new Map<string, number>();
  const headings: string[] = [];
  for (const row of rows) {
    for (const word of new Set(searchWords(row.name))) words.set(word, (words.get(word) ?? 0) + 1);
    if (row.heading) headings.push(row.name);
  }
  return { words, headings };
}

/**
 * Replaces each word the catalogue does not know by the closest word it does (at most one edit for short
 * words, two for long ones; a swap of two letters is one edit), so 'shrit' searches for 'shirt'. The last
 * word may be unfinished: any known word starting with it keeps it as typed.
 */
export function correctWords(words: string[], vocabulary: Vocabulary): string[] {
  return words.map((word, index) => {
    if (vocabulary.words.has(word)) return word;
    const isLast = index === words.length - 1;
    if (isLast) {
      for (const known of vocabulary.words.keys()) if (known.startsWith(word)) return word;
    }
    const allowance = typoAllowance(word);
    if (allowance === 0) return word;
    let best: { word: string; distance: number; uses: number } | undefined;
    for (const [known, uses] of vocabulary.words) {
      const distance = editDistance(word, known, allowance);
      if (distance > allowance) continue;
      if (!best || distance < best.distance || (distance === best.distance && uses > best.uses)) {
        best = { word: known, distance, uses };
      }
    }
    return best?.word ?? word;
  });
}

/** A tsquery of the words, each a prefix, all required: 'men:* & tshirt:*'. */
export function toTsquery(words: string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}
