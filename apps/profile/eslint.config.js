import config from '@member-hub/eslint-config';

export default [...config, { ignores: ['dist/**', 'test-results/**', 'playwright-report/**'] }];
