/**
 * One normal form for search text, used for queries here and mirrored by the SQL function `search_text`
 * (migration 0001) for documents, so that 'tshirt', 't-shirt' and 't shirt' are the same word: a lone letter
 * joins the word after it, and hyphenated words are also indexed joined ('crew-neck' -> 'crewneck').
 */
export function searchWords(text: string): string[] {
  const lowered = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '');
  const joined = lowered.replace(/\b([a-z0-9])[\s-]+(?=[a-z0-9])/g, '$1').replace(/([a-z0-9])-(?=[a-z0-9])/g, '$1');
  return joined.split(/[^a-z0-9]+/).filter(Boolean);
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transposition), so that 'shrit' is one
 * step from 'shirt' but two from 'short'.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** How many edits a word of this length may carry and still be recognised. */
export function typoAllowance(word: string): number {
  if (word.length >= 7) return 2;
  if (word.length >= 4) return 1;
  return 0;
}
