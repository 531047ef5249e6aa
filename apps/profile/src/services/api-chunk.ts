/** The zod-backed member API client, imported dynamically (see lazy-api.ts). */
export { createMemberApiClient } from '@member-hub/api-client';
