export * from './accounts.ts';
export * from './catalogue.ts';
export * from './orders.ts';
export * from './shopper.ts';
export * from './relations.ts';
export * from './site.ts';
export * from './search.ts';
export * from './imports.ts';
