// The one Storybook main configuration of the ui package and both apps:
//   // .storybook/main.ts
//   import { defineStorybookMain } from '@member-hub/storybook-config';
//   export default defineStorybookMain();
// Storybook's Vite builder merges the package's own vite.config.ts (its plugins, such as the
// deployment values of the apps), so what differs between the three lives there, not here.

// Offline and quiet: no telemetry (the scripts also set STORYBOOK_DISABLE_TELEMETRY=1).
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

/**
 * @param {import('./index.d.ts').StorybookMainOptions} [options]
 * @returns {import('@storybook/react-vite').StorybookConfig}
 */
export function defineStorybookMain({ stories = ['../src/**/*.stories.@(ts|tsx)'] } = {}) {
  return {
    stories,
    addons: ['@storybook/addon-a11y'],
    framework: { name: '@storybook/react-vite', options: {} },
    core: { disableTelemetry: true, disableWhatsNewNotifications: true },
    typescript: { reactDocgen: false },
    viteFinal(viteConfig) {
      // Workspace packages resolve to their TypeScript source, as in the apps' own builds.
      viteConfig.resolve ??= {};
      viteConfig.resolve.conditions = ['@member-hub/source', 'module', 'browser', 'development|production'];
      // One preview bundle with axe inside is expected to be large; keep the build output quiet.
      viteConfig.build = { ...viteConfig.build, chunkSizeWarningLimit: 2_000 };
      return viteConfig;
    },
  };
}
