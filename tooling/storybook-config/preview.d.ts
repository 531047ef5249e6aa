import type { Preview } from '@storybook/react-vite';

export type ScreenPreview = Preview;

/** The apps' `.storybook/preview.tsx`: a fullscreen phone frame and axe failing a story on error. */
export declare const screenPreview: ScreenPreview;
