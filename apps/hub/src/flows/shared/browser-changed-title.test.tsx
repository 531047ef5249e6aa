// The other-browser pages (login and registration): opened from the mail with the link still
// usable, the page leads with the way to finish here, and its header says where the member is;
// without it, the header names the failure as the spec's error pages do.
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RoutePath } from '../../route-paths';
import { renderHub } from '../../test/render';

const title = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });

describe('the other-browser pages’ header', () => {
  it.each([
    [RoutePath.loginBrowserChanged, 'ログイン', 'ログインエラー'],
    [RoutePath.registerBrowserChanged, '新規会員登録', '新規登録エラー'],
  ])('%s: %s when opened from the mail, %s otherwise', async (path, goingOn, failed) => {
    renderHub(`${path}?referenceKey=rk-123`);
    expect(await title(goingOn)).toBeInTheDocument();
    cleanup();

    renderHub(path);
    expect(await title(failed)).toBeInTheDocument();
  });
});
