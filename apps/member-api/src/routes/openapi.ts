/** GET /member/v1/openapi.json — the OpenAPI 3.1 document generated from the contract. */
import { memberApi } from '@member-hub/api-client/contract';
import { buildOpenApiDocument } from '@member-hub/api-client/openapi';

import { defineModule } from './types';

export const openapiModule = defineModule({
  name: 'openapi',
  register(app, deps) {
    let document: unknown;
    app.get('/member/v1/openapi.json', (c) => {
      document ??= buildOpenApiDocument(memberApi, {
        serverUrl: deps.config.publicApiOrigin,
        title: 'Member-base API',
        description: 'The member hub API. Generated from @member-hub/api-client/contract.',
      });
      return c.json(document as object);
    });
  },
});
