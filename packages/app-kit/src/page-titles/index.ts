export {
  backDestination,
  isRouteHandle,
  type RouteBack,
  type RouteHandle,
  type SpecScreen,
  titleKeyOf,
} from './route-handle';
export { useBackAction, useRouteHandle } from './useRouteHandle';
