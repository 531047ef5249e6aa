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
  type StepAnswer,
  type StepLoaderData,
  type StepLoaderOptions,
  type StepNext,
  type StepRedirect,
  stepFailed,
  type StepShow,
  type StepTo,
  stepKey,
  stepLoader,
  StepView,
} from './step-loader';
