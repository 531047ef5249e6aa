export { backDestination, isRouteHandle, type RouteBack, type RouteHandle } from './route-handle';
export { useBackAction, useRouteHandle } from './useRouteHandle';
