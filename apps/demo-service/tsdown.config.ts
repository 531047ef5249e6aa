import { defineConfig } from 'tsdown';

// A runnable Node program, not a library: one ESM entry, dependencies stay external.
export default defineConfig({
  entry: ['src/main.ts'],
  format: 'esm',
  platform: 'node',
  dts: false,
  sourcemap: false,
  fixedExtension: false,
  clean: true,
});
