import config from '@member-hub/eslint-config';

export default config;
