import { sharedTest } from '@member-hub/vitest-config';
import { defineProject } from 'vitest/config';

export default defineProject({ test: sharedTest({ name: 'eslint-config', include: ['src/**/*.test.js'] }) });
