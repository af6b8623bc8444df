/**
 * Zod compiles fast object parsers with `new Function` after probing whether eval is allowed; the store's
 * Content-Security-Policy allows none (docs/product/api.md#system), so the probe would be reported as a violation on
 * every page that loads a schema. This is `z.config({ jitless: true })` without loading zod into the entry chunk:
 * zod keeps its configuration on `globalThis.__zod_globalConfig` and takes what is there when it loads (zod 4). Imported
 * first by the entry, before any schema exists.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
