// Every error screen of the hub has a way forward — at least one button or link to go on, and whom
// to call (the deployment's support line).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RoutePath } from '../../route-paths';
import { renderHub } from '../../test/render';

const errorScreens = [
  RoutePath.error,
  RoutePath.loginValidateTimeout,
  RoutePath.loginValidateUsed,
  RoutePath.loginBrowserChanged,
  RoutePath.registerValidateTimeout,
  RoutePath.registerValidateUsed,
  RoutePath.registerBrowserChanged,
  RoutePath.authenRegisterError,
  RoutePath.daccountIncorrect,
];

describe('every error screen has a way forward', () => {
  it.each(errorScreens)('%s: a button or link to go on, and whom to call', async (path) => {
    renderHub(path);
    expect(await screen.findByRole('link', { name: '0120-000-000' }, { timeout: 5_000 })).toHaveAttribute(
      'href',
      'tel:0120000000',
    );
    // In the page itself (not the header's or footer's links).
    const main = within(screen.getByRole('main'));
    const goOn = [...main.queryAllByRole('button'), ...main.queryAllByRole('link')].filter(
      (el) => !/0120-000-000|お問い合わせページ/.test(el.textContent ?? ''),
    );
    expect(goOn.length).toBeGreaterThan(0);
  });

  it('/payout/error: the spec text, and whom to call', async () => {
    renderHub(RoutePath.payoutError);
    expect(await screen.findByRole('link', { name: '0120-000-000' }, { timeout: 5_000 })).toBeInTheDocument();
  });
});
