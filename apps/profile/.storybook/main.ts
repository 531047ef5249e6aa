import { type StorybookConfig } from '@storybook/react-vite';

// Offline and quiet: no telemetry (the scripts also set STORYBOOK_DISABLE_TELEMETRY=1).
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal(viteConfig) {
    // Workspace packages resolve to their TypeScript source, as in the app's own build.
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['@member-hub/source', 'module', 'browser', 'development|production'];
    // One preview bundle with axe inside is expected to be large; keep the build output quiet.
    viteConfig.build = { ...viteConfig.build, chunkSizeWarningLimit: 2_000 };
    return viteConfig;
  },
};

export default config;
