/**
 * @member-hub/api-client — root entry: the contract and the fetch client. React-free and
 * DOM-free, so the server imports it too. Hooks live in "@member-hub/api-client/react",
 * the OpenAPI generator in "@member-hub/api-client/openapi".
 */
export * from './contract/index';
export * from './client/index';
