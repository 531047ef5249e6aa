import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    contract: 'src/contract/index.ts',
    client: 'src/client/index.ts',
    openapi: 'src/openapi/index.ts',
    react: 'src/react/index.ts',
    jitless: 'src/jitless.ts',
    testing: 'src/test/index.ts',
  },
  format: 'esm',
  dts: true,
  platform: 'neutral',
  sourcemap: false,
  clean: true,
});
