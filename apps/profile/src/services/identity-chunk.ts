/** The Firebase-backed part of identity, imported dynamically (see lazy-identity.ts). */
export { createIdentity } from '@member-hub/identity';
