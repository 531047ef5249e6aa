export { default } from '@member-hub/eslint-config';
