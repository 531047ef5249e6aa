export {
  type AuthGuardOptions,
  createAuthGuard,
  createEntryLoader,
  type EntryLoaderOptions,
  unauthorizedDestination,
} from './loaders';
