export {
  type AuthGuardOptions,
  createAuthGuard,
  createEntryLoader,
  type EntryLoaderOptions,
  unauthorizedDestination,
} from './loaders';
export {
  createLoaderGate,
  type LoaderGate,
  type StepLoaderData,
  type StepLoaderOptions,
  type StepNext,
  stepFailed,
  stepKey,
  stepLoader,
  StepView,
} from './step-loader';
