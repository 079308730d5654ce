// TypeBox schemas of the API's request and response shapes. A separate entry from the package's
// main one (docs/adr/contracts.md): apps take types from it with `import type` only, so that the
// module-federation singleton `@portal/contracts` does not put TypeBox into every bundle. Tests
// may import values from it (`schemaErrors`); app code must not.
export type { Static, TSchema } from 'typebox';
export * from './check';
export * from './common';
export * from './company-identity';
export * from './account';
export * from './cart';
export * from './catalogue';
export * from './chat';
export * from './content';
export * from './demand';
export * from './diagnosis';
export * from './digital';
export * from './enterprise';
export * from './exchange-rates';
export * from './exhibitions';
export * from './feedback';
export * from './listing-texts';
export * from './files';
export * from './membership';
export * from './orders';
export * from './pavilions';
export * from './portal';
export * from './prices';
export * from './products';
export * from './records';
export * from './search-suggest';
export * from './search-insights';
export * from './staff';
export * from './translation';
export * from './workbench';
