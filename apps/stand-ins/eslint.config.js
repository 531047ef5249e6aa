import { base } from '@member-hub/eslint-config';

export default [...base, { ignores: ['.data/**'] }];
