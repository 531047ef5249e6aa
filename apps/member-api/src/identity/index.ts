export * from './identity';
export { FirebaseIdentity, type FirebaseIdentityOptions } from './firebase';
