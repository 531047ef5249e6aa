import { sharedTest } from '@member-hub/vitest-config';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // Workspace packages (enums) resolve to their TypeScript source.
  resolve: { conditions: ['@member-hub/source', 'module', 'browser', 'development|production'] },
  test: sharedTest({ name: 'ui', environment: 'jsdom' }),
});
