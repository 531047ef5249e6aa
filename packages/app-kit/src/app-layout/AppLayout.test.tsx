import { createI18n } from '@member-hub/ui';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { createAlertQueue } from '../alerts';
import { ClientContextProvider, createMemoryStorage, saveClient } from '../client-context';
import { deployment } from '../config/deployment';
import { createFlagStore } from '../error-policy';
import { type RouteHandle } from '../page-titles';
import { AppLayout } from './AppLayout';

const [memberSite] = deployment.memberSite.referrerOrigins;
const MEMBER_SITE_REFERER = `${memberSite}/mypage`;

const handles: Record<string, RouteHandle> = {
  edit: { title: 'プロフィール編集', hideFooterOnMemberSite: true },
  email: { title: 'メールアドレス変更' },
  terms: { title: '規約', hideFooter: true },
};

/** The layout around three routes, with the entry's `referer` saved (none: no entry). */
function renderLayout(path: string, options: { referer?: string; memberSiteLayout?: boolean } = {}) {
  const storage = createMemoryStorage();
  saveClient(storage, {
    returnUrl: 'https://community.example.test/',
    ...(options.referer === undefined ? {} : { referer: options.referer }),
  });
  const layout = (
    <AppLayout
      services={{
        timeout: createFlagStore(false),
        alerts: createAlertQueue(),
        pageViews: { track: () => {} },
        accountChooser: null,
      }}
      fallbackHandle={{ title: 'fallback' }}
      title={(key) => key}
      appName={() => 'テスト'}
      companyName="合同会社テスト"
      {...(options.memberSiteLayout === false ? {} : { memberSiteLayout: true })}
      AccountChooser={() => null}
    />
  );
  const router = createMemoryRouter(
    [
      {
        element: layout,
        children: Object.entries(handles).map(([route, handle]) => ({
          path: `/${route}`,
          element: <p>{route}</p>,
          handle,
        })),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <I18nextProvider i18n={createI18n()}>
      <ClientContextProvider storage={storage}>
        <RouterProvider router={router} />
      </ClientContextProvider>
    </I18nextProvider>,
  );
}

const footer = () => screen.queryByRole('contentinfo');
const memberSiteHeader = (container: HTMLElement) => container.querySelector('.mh-header--member-site');

describe('AppLayout in the member-site layout (profile spec §2)', () => {
  it('is on when the saved referrer is a page of the member site: the header changes', () => {
    const { container } = renderLayout('/email', { referer: MEMBER_SITE_REFERER });
    expect(memberSiteHeader(container)).not.toBeNull();
    expect(container.querySelector('header')).toHaveClass('mh-header');
  });

  it('keeps the footer on a route without hideFooterOnMemberSite', () => {
    renderLayout('/email', { referer: MEMBER_SITE_REFERER });
    expect(footer()).toHaveTextContent('合同会社テスト');
  });

  it('hides the footer on a route with hideFooterOnMemberSite', () => {
    renderLayout('/edit', { referer: MEMBER_SITE_REFERER });
    expect(screen.getByText('edit')).toBeInTheDocument();
    expect(footer()).toBeNull();
  });

  it('is off for a look-alike referrer: plain header, and the footer on every route', () => {
    const { container } = renderLayout('/edit', { referer: `https://evil.test/?from=${memberSite}` });
    expect(memberSiteHeader(container)).toBeNull();
    expect(footer()).not.toBeNull();
  });

  it('is off without a referrer: the route flag alone does not hide the footer', () => {
    const { container } = renderLayout('/edit');
    expect(memberSiteHeader(container)).toBeNull();
    expect(footer()).not.toBeNull();
  });

  it('is off in an app that does not use it, whatever the referrer', () => {
    const { container } = renderLayout('/edit', { referer: MEMBER_SITE_REFERER, memberSiteLayout: false });
    expect(memberSiteHeader(container)).toBeNull();
    expect(footer()).not.toBeNull();
  });

  it('leaves a route that always hides the footer without it', () => {
    renderLayout('/terms');
    expect(footer()).toBeNull();
  });
});
