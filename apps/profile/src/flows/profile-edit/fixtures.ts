/**
 * The member of the profile edit's tests and screen tests: the api-client's recorded GET
 * /member/v1/me answer (`sampleMe`), as the signed-in member of src/test/render.tsx (uid u1).
 */
import { sampleMe } from '@member-hub/api-client/testing';

export const memberFixture = { ...sampleMe, uid: 'u1' };
