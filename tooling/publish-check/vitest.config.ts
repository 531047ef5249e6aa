import { defineProject } from 'vitest/config';
import { sharedTest } from '@member-hub/vitest-config';

export default defineProject({ test: sharedTest({ name: 'publish-check' }) });
