/** The Firebase-backed part of identity, imported dynamically (see @member-hub/app-kit/lazy-services). */
export { createIdentity } from '@member-hub/identity';
