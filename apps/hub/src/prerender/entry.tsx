// The build-time renderer of the entry screens (scripts/prerender.mjs, after `vite build --ssr`):
// the same providers and route table as main.tsx, rendered to a string with a static router.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { readAppConfig } from '@member-hub/app-kit/config';
import { buildTimeWindow } from '@member-hub/app-kit/prerender';

import { createHubI18n } from '../i18n/all-texts';
import { HubProviders } from '../shell/Providers';
import { hubRoutes } from '../routes';
import { createHubServices } from '../shell/services';
import { firstPaintKey, PRERENDERED_PATHS } from './pages';

export { PRERENDERED_PATHS };

export interface PrerenderedScreen {
  path: string;
  /** The markup of #root. */
  html: string;
  /** What it was rendered for (firstPaintKey with no client stored). */
  firstPaint: string;
}

export async function renderScreen(path: string): Promise<PrerenderedScreen> {
  const config = readAppConfig(import.meta.env);
  const services = createHubServices({ config, window: buildTimeWindow() });
  const handler = createStaticHandler(hubRoutes(services, { atBuildTime: true }));
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) {
    throw new Error(
      `prerender ${path}: the route answered ${context.status} (a redirect cannot be prerendered)`,
    );
  }
  if (context.errors) throw new Error(`prerender ${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <HubProviders services={services} i18n={createHubI18n()}>
        {/* hydrate={false}: no inline hydration script (the CSP allows none); the client runs its loaders. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </HubProviders>
    </StrictMode>,
  );
  return { path, html, firstPaint: firstPaintKey(null, '') };
}
