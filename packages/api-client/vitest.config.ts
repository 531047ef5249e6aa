import { defineProject } from 'vitest/config';
import { sharedTest } from '@member-hub/vitest-config';

export default defineProject({
  resolve: { conditions: ['@member-hub/source', 'module', 'browser', 'development|production'] },
  test: sharedTest({ name: 'api-client' }),
});
