import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts', 'src/stored-session.ts'],
  format: 'esm',
  dts: true,
  platform: 'neutral',
  sourcemap: false,
  clean: true,
});
