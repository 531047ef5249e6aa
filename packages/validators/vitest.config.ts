import { sharedTest } from '@member-hub/vitest-config';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages (@member-hub/enums) resolve to their TypeScript source in tests.
  resolve: { conditions: ['@member-hub/source', 'module', 'browser', 'development|production'] },
  test: sharedTest({ name: 'validators' }),
});
