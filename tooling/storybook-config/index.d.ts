import type { StorybookConfig } from '@storybook/react-vite';

export interface StorybookMainOptions {
  /** Story globs relative to the package's `.storybook` folder; default every `src/**` story. */
  stories?: string[];
}

/** The `.storybook/main.ts` of the ui package and both apps. */
export declare function defineStorybookMain(options?: StorybookMainOptions): StorybookConfig;
