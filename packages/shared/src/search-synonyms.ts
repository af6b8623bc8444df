/**
 * Words shoppers in India use for what the catalogue names otherwise (docs/product/storefront.md#search-synonyms). A
 * query word in this table also matches its replacement (both are searched): "tee" finds T-shirts, "kurti" kurtas.
 * Keys and replacements are in the normal form of `searchWords` (lower case, 't-shirt' → 'tshirt'); a replacement
 * of two words is searched as a phrase.
 */
export const searchSynonyms: Record<string, string> = {
  tee: 'tshirt',
  tees: 'tshirt',
  tshirts: 'tshirt',
  kurti: 'kurta',
  kurtis: 'kurta',
  sari: 'saree',
  saris: 'saree',
  trousers: 'pants',
  trouser: 'pants',
  sneakers: 'shoes',
  sneaker: 'shoes',
  joggers: 'track pants',
  jogger: 'track pants',
  denims: 'jeans',
  frock: 'dress',
  frocks: 'dress',
  jewellery: 'jewelry',
  handbag: 'bags',
  purse: 'bags',
  chappals: 'sandals',
  lehnga: 'lehenga',
  ghagra: 'lehenga',
};

/** The replacement words of a query word, or undefined when it has none. */
export function synonymOf(word: string): string[] | undefined {
  return searchSynonyms[word]?.split(' ');
}
