// The URLs the bench asks for (scripts/bench.mjs; docs/benchmarks.md#method).

/**
 * Every connection walks all the paths, each from a point of its own (autocannon would start them all at the first
 * path): independent visitors do not ask for the same URL at the same moment, and in lockstep a single miss would be
 * asked for by every connection at once and hold them all (in one run 7,601 of 10,689 misses were such waits).
 */
export function spreadRequests(paths, connections) {
  let starts = 0;
  const stride = Math.max(1, Math.floor(paths.length / connections));
  return paths.map((_, index) => ({
    method: 'GET',
    // autocannon gives each connection its own context, new each time it comes back to the first request.
    setupRequest: (request, context) => {
      context.start ??= (starts++ * stride) % paths.length;
      return { ...request, path: paths[(context.start + index) % paths.length] };
    },
  }));
}

/**
 * Many distinct reads, as crawlers and shoppers spread them: product pages, filter combinations (collection,
 * category, brand, sort, page) and searches for words of product names, shuffled.
 */
export async function longTailPaths(base) {
  const get = async (url) => (await fetch(base + url)).json();
  const ids = [];
  const words = new Set();
  for (let page = 1; page <= 10; page++) {
    const { items } = await get(`/api/Product?pageNumber=${page}&pageSize=100&sort=newest`);
    for (const item of items) {
      ids.push(item.product_id);
      for (const word of item.name.toLowerCase().split(/\s+/)) if (/^[a-z]{4,}$/.test(word)) words.add(word);
    }
  }
  const collections = (await get('/api/ParentCategory')).map((collection) => collection.name);
  const paths = ids.map((id) => `/api/Product/${id}`);
  const sorts = ['newest', 'price_asc', 'price_desc', 'popularity'];
  for (const parent of collections) {
    const categories = (await get(`/api/Category?parentcategory=${encodeURIComponent(parent)}`)).map((c) => c.name);
    const brands = (await get(`/api/Brand?brand=${encodeURIComponent(parent)}`)).map((b) => b.name);
    for (const category of categories.slice(0, 8)) {
      for (const brand of brands.slice(0, 6)) {
        for (const sort of sorts) {
          for (const page of [1, 2]) {
            paths.push(
              `/api/Product/products?parentcategory=${encodeURIComponent(parent)}&subcategories=${encodeURIComponent(category)}` +
                `&brand=${encodeURIComponent(brand)}&sort=${sort}&pageNumber=${page}`,
            );
          }
        }
      }
    }
  }
  for (const word of [...words].slice(0, 150)) {
    for (const page of [1, 2]) paths.push(`/api/product/search?rawquery=${word}&pageNumber=${page}`);
  }
  // A fixed shuffle, so runs compare.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = paths.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [paths[i], paths[j]] = [paths[j], paths[i]];
  }
  return paths;
}

/** Distinct two-word searches from the catalogue's words: with the cache off each one is a cold read. */
export function uniqueSearches(longTail) {
  const words = [...new Set(longTail.flatMap((item) => /rawquery=([a-z]+)/.exec(item)?.[1] ?? []))];
  const queries = [];
  for (const first of words) {
    for (const second of words) if (first !== second && queries.length < 3000) queries.push(`${first} ${second}`);
  }
  return queries.map((query) => `/api/product/search?rawquery=${encodeURIComponent(query)}`);
}

/**
 * Cold filtered listings (docs/benchmarks.md#filters): for every category of every collection, its first page with
 * three filters the page's facets offer (its first size, its first colour family, its cheapest price range), the same
 * page unfiltered, and the facets of the filtered page. Every sort is asked for in turn.
 */
export async function filteredListingPaths(base) {
  const get = async (url) => (await fetch(base + url)).json();
  const plain = [];
  const filtered = [];
  const facets = [];
  const sorts = ['newest', 'price_asc', 'price_desc', 'popularity'];
  for (const parent of (await get('/api/ParentCategory')).map((collection) => collection.name)) {
    const categories = await get(`/api/Category?parentcategory=${encodeURIComponent(parent)}`);
    for (const { name } of categories) {
      const scope = `parentcategory=${encodeURIComponent(parent)}&subcategories=${encodeURIComponent(name)}`;
      const counted = await get(`/api/Product/facets?${scope}`);
      const size = counted.sizes[0]?.name;
      const colour = counted.colors[0]?.name;
      const [min, max] = (counted.prices[0]?.name ?? '0-').split('-');
      if (!size || !colour) continue;
      const chosen = `&size=${encodeURIComponent(size)}&color=${colour}&price_min=${min}${max ? `&price_max=${max}` : ''}`;
      facets.push(`/api/Product/facets?${scope}${chosen}`);
      for (const sort of sorts) {
        plain.push(`/api/Product/products?${scope}&sort=${sort}`);
        filtered.push(`/api/Product/products?${scope}${chosen}&sort=${sort}`);
      }
    }
  }
  return { plain, filtered, facets };
}
