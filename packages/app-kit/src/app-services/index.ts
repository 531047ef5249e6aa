/**
 * The services factory both apps' `shell/services.ts` call (`createAppServices`), and the root
 * providers (`AppProviders`: texts, the services' context, the client record).
 */
export { type AppServices, type AppServicesOptions, createAppServices, type LoadApiChunk } from './create';
export { AppProviders, createServicesContext } from './providers';
