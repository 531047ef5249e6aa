import { defineConfig } from 'tsdown';

// Platform neutral: the output must run unchanged in browsers and in Node (no Node built-ins).
export default defineConfig({
  entry: ['src/index.ts'],
  format: 'esm',
  platform: 'neutral',
  dts: true,
  sourcemap: false,
  fixedExtension: false,
  clean: true,
});
