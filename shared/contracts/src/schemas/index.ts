// TypeBox schemas of the API's request and response shapes. A separate entry from the package's
// main one (docs/adr/contracts.md): apps take types from it with `import type` only, so that the
// module-federation singleton `@portal/contracts` does not put TypeBox into every bundle. Tests
// may import values from it (`schemaErrors`); app code must not.
export type { Static, TSchema } from 'typebox';
export * from './check';
export * from './common';
export * from './orders';
