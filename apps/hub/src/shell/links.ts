import { deployment } from './deployment';

/** Help and external addresses: the deployment's (see README "Production configuration"). */
export const HelpLink = deployment.helpLinks;

/** The members service's return address asks for the app-link help with this query. */
export const APP_LINK_QUERY = 'applink=true';
