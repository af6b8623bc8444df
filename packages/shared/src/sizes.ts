/**
 * The order sizes are offered in (docs/product/storefront.md#filters): letter sizes XS…XXXL, kids' ages (2-3Y,
 * 4-5Y…), then numbers (waist, shoe) ascending, except that in the Kids collection children's shoe sizes 10–13 come
 * before 1–5. A listing's Size filter shows one category's sizes, so systems never mix there.
 */
const LETTERS = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '3XL', '4XL', 'FREE SIZE'];

function sizeRank(size: string, kids: boolean): [number, number] {
  const upper = size.trim().toUpperCase();
  const letter = LETTERS.indexOf(upper);
  if (letter >= 0) return [0, letter];
  const age = /^(\d+)(?:-\d+)?\s*Y/.exec(upper);
  if (age) return [1, Number(age[1])];
  const number = Number(upper);
  if (Number.isFinite(number)) return [2, kids && number >= 9.5 ? number - 100 : number];
  return [3, 0];
}

/** The sizes in their shopping order; unknown names last, alphabetically. */
export function sortSizes(sizes: readonly string[], options: { kids?: boolean } = {}): string[] {
  const kids = options.kids ?? false;
  return [...sizes].sort((a, b) => {
    const [systemA, rankA] = sizeRank(a, kids);
    const [systemB, rankB] = sizeRank(b, kids);
    return systemA - systemB || rankA - rankB || a.localeCompare(b);
  });
}
