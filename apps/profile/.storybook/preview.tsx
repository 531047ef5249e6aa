import '@member-hub/api-client/jitless';
import '@member-hub/ui/styles.css';
import { screenPreview } from '@member-hub/storybook-config/preview';

// Each screen story brings the app's own providers and a client replaying the member API's
// recorded answers; the preview is the shared phone-first frame with the axe check.
export default screenPreview;
