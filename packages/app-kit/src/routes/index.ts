export {
  createGuarded,
  lazyScreen,
  lazyScreenWhenSignedIn,
  ROUTE_LOADER_DELAY_MS,
  RouteError,
  RouteLoading,
  type ScreenLoad,
  withRouteTexts,
  wrapScreen,
} from './route-helpers';
