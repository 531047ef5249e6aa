import { describe, expect, it } from 'vitest';
import { resolveRoute } from './routes.ts';

describe('resolveRoute', () => {
  it.each([
    ['/member/v1/me', 'memberApi', '/member/v1/me'],
    ['/member/v1/authorization?x=1', 'memberApi', '/member/v1/authorization?x=1'],
    [
      '/memberbase/v1/authorization?code=a&secure_code=b',
      'memberApi',
      '/memberbase/v1/authorization?code=a&secure_code=b',
    ],
    ['/.well-known/openid-configuration', 'memberApi', '/.well-known/openid-configuration'],
    [
      '/.well-known/oauth-authorization-server/memberbase/v1/oidc',
      'memberApi',
      '/.well-known/oauth-authorization-server/memberbase/v1/oidc',
    ],
  ])('sends %s to the member API unchanged', (target, upstream, path) => {
    expect(resolveRoute(target)).toEqual({ upstream, path });
  });

  it.each([
    ['/profileEdit', '/profile-app/profileEdit'],
    ['/profileEdit/prefectures', '/profile-app/profileEdit/prefectures'],
    ['/memberProfileEdit/abc123', '/profile-app/memberProfileEdit/abc123'],
    ['/avator', '/profile-app/avator'],
    ['/changeEmail/error?state=updated', '/profile-app/changeEmail/error?state=updated'],
    [
      '/providerLinkage?provider=google&serviceId=1',
      '/profile-app/providerLinkage?provider=google&serviceId=1',
    ],
    ['/unsubscribe/complete', '/profile-app/unsubscribe/complete'],
    ['/unsubscribe/payment-error', '/profile-app/unsubscribe/payment-error'],
    ['/kantanPwdEdit?rakuUid=1', '/profile-app/kantanPwdEdit?rakuUid=1'],
    ['/valid', '/profile-app/valid'],
    ['/AuthRegister/ProviderLinkage', '/profile-app/AuthRegister/ProviderLinkage'],
  ])('serves the profile page %s from the profile app under its asset base', (target, path) => {
    expect(resolveRoute(target)).toEqual({ upstream: 'profile', path });
  });

  it('passes the profile asset base (modules, HMR socket) through unchanged', () => {
    expect(resolveRoute('/profile-app/src/main.tsx')).toEqual({
      upstream: 'profile',
      path: '/profile-app/src/main.tsx',
    });
    expect(resolveRoute('/profile-app/?token=abc')).toEqual({
      upstream: 'profile',
      path: '/profile-app/?token=abc',
    });
  });

  it.each([
    '/',
    '/login?returnUrl=x',
    '/register',
    '/sso',
    '/validate/email?referenceKey=k',
    '/daccountRegister',
    '/AuthRegister',
    '/AuthRegisterError',
    '/profileEditor',
    '/member/v10',
    '/members/v1/me',
    '/@vite/client',
    '/src/main.tsx',
  ])('leaves %s to the hub', (target) => {
    expect(resolveRoute(target).upstream).toBe('hub');
  });

  it('does not let dot segments or double slashes dodge the table', () => {
    expect(resolveRoute('/x/../member/v1/me').upstream).toBe('memberApi');
    expect(resolveRoute('//profileEdit').upstream).toBe('profile');
    expect(resolveRoute('/profileEdit/../login')).toEqual({ upstream: 'hub', path: '/login' });
  });
});
