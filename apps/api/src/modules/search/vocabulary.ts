import { sql } from 'drizzle-orm';
import { coloursOf, colourTableEntries, isColourFamily } from '@store/shared/colour-families';
import { searchSynonyms, synonymOf } from '@store/shared/search-synonyms';
import { editDistance, searchWords, typoAllowance } from '@store/shared/search-text';
import { queryRows, type Db } from '../../db/client.ts';

export interface Vocabulary {
  /** Every word of product, brand, category and collection names, with how many names use it. */
  words: Map<string, number>;
  /** Brand names, and categories as 'Men T-Shirt', with an active product: offered first as suggestions. */
  headings: string[];
  /** Categories with an active product, by collection: the closest one is offered when a search finds nothing. */
  categories: Array<{ collection: string; name: string }>;
}

/** Words search understands without the catalogue using them: colour names and families, synonyms. */
const termWords = new Set([
  ...colourTableEntries().flatMap(([name]) => searchWords(name)),
  ...Object.keys(searchSynonyms),
]);

/**
 * The catalogue's words as shoppers may find them: active products' names, and the brands and categories that have
 * an active product (docs/product/storefront.md#suggestions), so no suggestion leads to an empty page.
 */
export async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const rows = await queryRows<{ name: string; heading: boolean; collection: string | null; category: string | null }>(
    db,
    sql`
    SELECT name, false AS heading, null AS collection, null AS category
      FROM (SELECT DISTINCT name FROM products WHERE is_active) p
    UNION ALL SELECT b.name, true, null, null FROM brands b
      WHERE EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.brand_id AND p.is_active)
    UNION ALL SELECT pc.name || ' ' || c.name, true, pc.name, c.name FROM categories c
      JOIN parent_categories pc ON pc.parentcategory_id = c.parentcategory_id
      WHERE EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.category_id AND p.is_active)`,
  );
  const words = new Map<string, number>();
  const headings: string[] = [];
  const categories: Vocabulary['categories'] = [];
  for (const row of rows) {
    for (const word of new Set(searchWords(row.name))) words.set(word, (words.get(word) ?? 0) + 1);
    if (row.heading) headings.push(row.name);
    if (row.collection && row.category) categories.push({ collection: row.collection, name: row.category });
  }
  return { words, headings, categories };
}

/**
 * Replaces each word the catalogue does not know by the closest word it does (at most one edit for short
 * words, two for long ones; a swap of two letters is one edit), so 'shrit' searches for 'shirt'. The last
 * word may be unfinished: any known word starting with it keeps it as typed.
 */
export function correctWords(words: string[], vocabulary: Vocabulary, extra = 0): string[] {
  return words.map((word, index) => {
    if (vocabulary.words.has(word) || termWords.has(word)) return word;
    const isLast = index === words.length - 1;
    if (isLast) {
      for (const known of vocabulary.words.keys()) if (known.startsWith(word)) return word;
    }
    const allowance = typoAllowance(word) + (word.length >= 3 ? extra : 0);
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

const phrase = (words: string[]) =>
  words.length === 1 ? `${words[0]}:*` : `(${words.map((w) => `${w}:*`).join(' <-> ')})`;

/**
 * One query word as a tsquery term: the word as a prefix, or its synonym (docs/product/storefront.md#search-synonyms),
 * or, for a colour family, any colour of the family ('red' also finds 'maroon').
 */
function term(word: string): string {
  const alternatives = [`${word}:*`];
  const synonym = synonymOf(word);
  if (synonym) alternatives.push(phrase(synonym));
  if (isColourFamily(word)) {
    for (const colour of coloursOf(word).slice(1)) alternatives.push(phrase(searchWords(colour)));
  }
  return alternatives.length === 1 ? alternatives[0]! : `(${[...new Set(alternatives)].join(' | ')})`;
}

/** A tsquery of the words, each a prefix (or its synonym or colour family), all required: 'men:* & tshirt:*'. */
export function toTsquery(words: string[]): string {
  return words.map(term).join(' & ');
}
