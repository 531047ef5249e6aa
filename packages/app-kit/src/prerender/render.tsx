/**
 * The build-time render of a prerendered screen (member-hub-prerender runs each app's
 * `src/prerender/entry.tsx` after `vite build --ssr`): the app's route table and providers, the
 * same as its main.tsx, rendered to a string with a static router. Server-side only (it imports
 * react-dom/server), so a subpath of its own: the browser entries never import it.
 */
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';

export interface PrerenderedScreen {
  path: string;
  /** The markup of #root. */
  html: string;
  /** What it was rendered for (the app's firstPaintKey with no client stored). */
  firstPaint: string;
}

export async function renderPrerendered(options: {
  path: string;
  routes: RouteObject[];
  /** The app's root providers around the router. */
  Providers: ComponentType<{ children: ReactNode }>;
  firstPaint: string;
}): Promise<PrerenderedScreen> {
  const { path, routes, Providers } = options;
  const handler = createStaticHandler(routes);
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
      <Providers>
        {/* hydrate={false}: no inline hydration script (the CSP allows none); the client runs its loaders. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  return { path, html, firstPaint: options.firstPaint };
}
