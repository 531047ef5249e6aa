import '@member-hub/api-client/jitless';
import '@member-hub/ui/styles.css';
import '../src/styles/hub.css';
import { type Preview } from '@storybook/react-vite';

// Each screen story brings the hub's own providers (HubProviders) and a client replaying the
// member API's recorded answers; the preview only sets the phone-first frame and the axe check.
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { defaultViewport: 'mobile1' },
  },
};

export default preview;
