/** The zod-backed member API client, imported dynamically (see @member-hub/app-kit/lazy-services). */
export { createMemberApiClient } from '@member-hub/api-client';
