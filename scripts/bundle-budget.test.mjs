import { describe, expect, it } from 'vitest';
import { adminFiles, bytesBySource, checkBudget, owner, pageFiles, staticClosure } from './bundle-budget.mjs';

/**
 * A small Vite manifest shaped like the store's: the entry (the boot module) imports a helper and loads the app
 * (src/main.tsx) lazily, the app imports react and the api client, the home route imports a shared listing chunk
 * (which imports the api client again) and the entry back, and everything else reached only through dynamic imports
 * (other routes, the admin area) is not part of a first visit.
 */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_helpers.js'],
    dynamicImports: ['src/main.tsx'],
    css: ['assets/index.css'],
  },
  '_helpers.js': { file: 'assets/helpers.js' },
  'src/main.tsx': {
    file: 'assets/main.js',
    src: 'src/main.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', '_api-client.js'],
    dynamicImports: ['src/app/routes/store/home.tsx', 'src/app/routes/store/product.tsx', 'src/app/routes/admin.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_api-client.js': { file: 'assets/api-client.js', imports: ['_react.js'] },
  '_listing.js': { file: 'assets/listing.js', imports: ['_api-client.js', '_stars.js'] },
  '_stars.js': { file: 'assets/stars.js' },
  '_zod.js': { file: 'assets/zod.js' },
  '_review-form.js': { file: 'assets/review-form.js', imports: ['_zod.js'] },
  'src/app/routes/store/home.tsx': {
    file: 'assets/home.js',
    src: 'src/app/routes/store/home.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', '_listing.js'],
    dynamicImports: ['src/features/reviews/review-form.tsx'],
  },
  'src/features/reviews/review-form.tsx': {
    file: 'assets/review-form-entry.js',
    src: 'src/features/reviews/review-form.tsx',
    isDynamicEntry: true,
    imports: ['_review-form.js'],
  },
  'src/app/routes/store/product.tsx': {
    file: 'assets/product.js',
    src: 'src/app/routes/store/product.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', '_stars.js'],
  },
  'src/app/routes/admin.tsx': {
    file: 'assets/admin.js',
    src: 'src/app/routes/admin.tsx',
    isDynamicEntry: true,
    imports: ['_react.js'],
  },
};

const pages = [
  { page: 'home', src: 'src/app/routes/store/home.tsx' },
  { page: 'product', src: 'src/app/routes/store/product.tsx' },
];

const sizes = {
  'assets/index.js': 500,
  'assets/helpers.js': 500,
  'assets/main.js': 39_000,
  'assets/react.js': 30_000,
  'assets/api-client.js': 5_000,
  'assets/listing.js': 4_000,
  'assets/stars.js': 1_000,
  'assets/home.js': 2_000,
  'assets/product.js': 9_000,
  'assets/admin.js': 50_000,
};
const sizeOf = (file) => sizes[file] ?? 0;

describe('the JavaScript of a first visit', () => {
  it('follows static imports transitively, each chunk once, and never dynamic imports', () => {
    expect(staticClosure(manifest, ['index.html', 'src/app/routes/store/home.tsx'])).toEqual([
      'index.html',
      '_helpers.js',
      'src/app/routes/store/home.tsx',
      '_react.js',
      '_listing.js',
      '_api-client.js',
      '_stars.js',
    ]);
  });

  it("is the boot module's, the app's and the page's own files, without CSS, other routes, lazy parts or the admin area", () => {
    expect(pageFiles(manifest, 'src/app/routes/store/home.tsx').sort()).toEqual([
      'assets/api-client.js',
      'assets/helpers.js',
      'assets/home.js',
      'assets/index.js',
      'assets/listing.js',
      'assets/main.js',
      'assets/react.js',
      'assets/stars.js',
    ]);
    expect(pageFiles(manifest, 'src/app/routes/store/product.tsx').sort()).toEqual([
      'assets/api-client.js',
      'assets/helpers.js',
      'assets/index.js',
      'assets/main.js',
      'assets/product.js',
      'assets/react.js',
      'assets/stars.js',
    ]);
  });

  it('refuses a page whose route is not a chunk of its own', () => {
    expect(() => pageFiles(manifest, 'src/app/routes/store/search-results.tsx')).toThrow(/search-results\.tsx/);
  });
});

describe('the budget', () => {
  it('adds up gzip sizes per page and passes pages within the budget', () => {
    const { rows, problems } = checkBudget({ manifest, sizeOf, pages, budget: 100_000 });
    expect(rows.map(({ page, bytes }) => [page, bytes])).toEqual([
      ['home', 82_000],
      ['product', 85_000],
    ]);
    expect(problems).toEqual([]);
  });

  it('fails a page over the budget, naming the page and its biggest files', () => {
    const { problems } = checkBudget({ manifest, sizeOf, pages, budget: 84_000 });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^product: 83\.0 KB gzip of JavaScript, over the 82\.0 KB budget/);
    expect(problems[0]).toContain('assets/main.js 38.1 KB, assets/react.js 29.3 KB, assets/product.js 8.8 KB');
  });

  it('fails a store page that statically imports the admin route', () => {
    const leaky = structuredClone(manifest);
    leaky['src/app/routes/store/product.tsx'].imports.push('src/app/routes/admin.tsx');
    const { problems } = checkBudget({ manifest: leaky, sizeOf, pages, budget: 1_000_000 });
    expect(problems).toEqual(['product: loads admin code in assets/admin.js.']);
  });

  it('fails a store page whose shared chunk holds an admin module, found through the source maps', () => {
    const sourcesOf = (file) =>
      file === 'assets/stars.js'
        ? ['../../src/components/ui/stars.tsx', '../../src/features/admin-orders/format.ts']
        : [];
    const { problems } = checkBudget({ manifest, sizeOf, sourcesOf, pages, budget: 1_000_000 });
    expect(problems).toEqual([
      'home: loads admin code in assets/stars.js.',
      'product: loads admin code in assets/stars.js.',
    ]);
  });

  it('fails a page that loads more files than the limit, and passes it at the limit', () => {
    const { problems } = checkBudget({ manifest, sizeOf, pages, budget: 1_000_000, maxFiles: 7 });
    expect(problems).toEqual(['home: loads 8 JavaScript files before it is interactive, over the limit of 7.']);
    expect(checkBudget({ manifest, sizeOf, pages, budget: 1_000_000, maxFiles: 8 }).problems).toEqual([]);
  });

  it('fails when the admin area is no longer a chunk of its own (merged into the entry)', () => {
    const merged = structuredClone(manifest);
    delete merged['src/app/routes/admin.tsx'];
    merged['src/main.tsx'].dynamicImports.pop();
    const { problems } = checkBudget({ manifest: merged, sizeOf, pages, budget: 1_000_000 });
    expect(problems).toEqual([
      'src/app/routes/admin.tsx is not a chunk of its own: the admin area must stay lazy-loaded.',
    ]);
  });

  it('counts the chunks of admin modules and of chunks whose maps list one', () => {
    const sourcesOf = (file) => (file === 'assets/listing.js' ? ['../../src/features/admin/lib/discount.ts'] : null);
    expect([...adminFiles(manifest, sourcesOf)].sort()).toEqual(['assets/admin.js', 'assets/listing.js']);
  });
});

describe('what is in a chunk', () => {
  it("attributes each generated byte to its source through the map's mappings", () => {
    // Columns 0-2 come from the first source, 3-5 from the second; the second line from the first again.
    const map = { sources: ['a.ts', 'node_modules/zod/index.js'], mappings: 'AAAA,GCAA;ADAA' };
    expect(Object.fromEntries(bytesBySource('abcdef\nxy', map))).toEqual({ 'a.ts': 5, 'node_modules/zod/index.js': 3 });
  });

  it('names packages by their npm name and the app by its path', () => {
    expect(owner('../../../../node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(owner('../../../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(owner('../../src/app/layout/header.tsx')).toBe('src/app/layout/header.tsx');
  });
});
