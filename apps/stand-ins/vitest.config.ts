import { sharedTest } from '@member-hub/vitest-config';
import { defineProject } from 'vitest/config';

// Workspace packages (enums, validators) resolve to their TypeScript source.
const conditions = ['@member-hub/source', 'node', 'development|production'];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@member-hub/source'] } },
  test: sharedTest({ name: 'stand-ins' }),
});
