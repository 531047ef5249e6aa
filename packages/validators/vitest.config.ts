import { sharedTest } from '@member-hub/vitest-config';
import { defineProject } from 'vitest/config';

// Workspace packages (@member-hub/enums) resolve to their TypeScript source in tests. Vitest's
// node environment resolves through the SSR settings, so the condition is set for both.
const conditions = ['@member-hub/source', 'module', 'browser', 'development|production'];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@member-hub/source'] } },
  test: sharedTest({ name: 'validators' }),
});
