import { defineStorybookMain } from '@member-hub/storybook-config';

export default defineStorybookMain();
