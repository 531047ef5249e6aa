export {
  startStack,
  describeStack,
  repoRoot,
  type RunningStack,
  type StartStackOptions,
  type AppState,
} from './stack.ts';
export {
  DEV_PORTS,
  TEST_PORT_OFFSET,
  FIREBASE_PROJECT_ID,
  PORT_ENV_NAMES,
  portsFor,
  stackEnv,
  urlsFor,
  type ProfileName,
  type StackPorts,
  type StackUrls,
} from './profiles.ts';
export { resolveRoute, PROFILE_ASSET_BASE, PROFILE_PAGE_PREFIXES, MEMBER_API_PREFIXES } from './routes.ts';
export { startGateway, badGatewayPage, GATEWAY_ERROR_HEADER } from './gateway.ts';
export { createPageViewLog, PAGE_VIEW_PATH, type ReceivedPageView } from './page-view-receiver.ts';
export { discoverApps } from './apps.ts';
