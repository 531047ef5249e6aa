/** The deployment's values (app-kit/config: validated by @member-hub/deployment-config, injected by Vite). */
export { deployment } from '@member-hub/app-kit/config';
