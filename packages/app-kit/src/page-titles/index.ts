export {
  backDestination,
  isRouteHandle,
  type RouteBack,
  type RouteHandle,
  type SpecScreen,
} from './route-handle';
export { useBackAction, useRouteHandle } from './useRouteHandle';
