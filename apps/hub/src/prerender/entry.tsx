// The build-time renderer of the entry screens (scripts/prerender.mjs, after `vite build --ssr`):
// the same providers and route table as main.tsx, rendered by app-kit's renderPrerendered.
import { clientContextOf } from '@member-hub/app-kit/client-context';
import { readAppConfig } from '@member-hub/app-kit/config';
import { buildTimeWindow } from '@member-hub/app-kit/prerender';
import { type PrerenderedScreen, renderPrerendered } from '@member-hub/app-kit/prerender/render';
import { type ReactNode } from 'react';

import { createHubI18n } from '../i18n/all-texts';
import { HubProviders } from '../shell/Providers';
import { hubRoutes } from '../routes';
import { createHubServices } from '../shell/services';
import { firstPaintKey, PRERENDERED_PATHS } from './pages';

export { PRERENDERED_PATHS, type PrerenderedScreen };

export async function renderScreen(path: string): Promise<PrerenderedScreen> {
  const config = readAppConfig(import.meta.env);
  const services = createHubServices({ config, window: buildTimeWindow() });
  return renderPrerendered({
    path,
    routes: hubRoutes(services, { atBuildTime: true }),
    Providers: ({ children }: { children: ReactNode }) => (
      <HubProviders services={services} i18n={createHubI18n()}>
        {children}
      </HubProviders>
    ),
    firstPaint: firstPaintKey(clientContextOf(null), ''),
  });
}
