import { base, typeChecked } from '@member-hub/eslint-config';

export default [...base, ...typeChecked(import.meta.dirname, ['src/**/*.ts']), { ignores: ['.data/**'] }];
