import { sharedTest } from '@member-hub/vitest-config';
import { defineProject } from 'vitest/config';

// Workspace packages (@member-hub/enums, validators) resolve to their TypeScript source in tests. Vite 8 reads
// `resolve.conditions` for browser-like environments (jsdom) and `ssr.resolve.conditions` for node.
const conditions = ['@member-hub/source', 'module', 'browser', 'development|production'];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions: ['@member-hub/source', 'module', 'node', 'development|production'] } },
  test: sharedTest({ name: 'deployment-config' }),
});
