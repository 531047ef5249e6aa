export { type HubServices, HubServicesContext, useHubServices } from './context';
