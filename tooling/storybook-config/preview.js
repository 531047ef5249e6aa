// The preview parameters of the apps' screen stories (the browser side: no Node here). Each screen
// story brings its app's own providers; the preview sets the phone-first frame and the axe check.

/** @type {import('./preview.d.ts').ScreenPreview} */
export const screenPreview = {
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { defaultViewport: 'mobile1' },
  },
};
