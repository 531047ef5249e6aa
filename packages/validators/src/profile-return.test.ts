import { describe, expect, it } from 'vitest';

import { isSameHostProfileReturn } from './profile-return';

const HOST = 'https://member.example.jp';

describe('isSameHostProfileReturn', () => {
  it.each([
    '/profileEdit',
    '/memberProfileEdit?returnUrl=https%3A%2F%2Fsvc.example.jp%2F',
    '/providerLinkage?provider=docomo-type',
    '/changeEmail/confirm?serviceId=1',
    '/unsubscribe',
  ])('goes straight back to the profile screen %s of the same host', (path) => {
    expect(isSameHostProfileReturn(`${HOST}${path}`, HOST)).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example/changeEmail/confirm'],
    ['a sub-domain', 'https://x.member.example.jp/unsubscribe'],
    ['another port', 'https://member.example.jp:8443/unsubscribe'],
    ['another scheme', 'http://member.example.jp/unsubscribe'],
    ['user info', 'https://member.example.jp@evil.example/unsubscribe'],
    ['a page not listed', 'https://member.example.jp/changeEmail/sent'],
    ['a longer path', 'https://member.example.jp/unsubscribe/complete'],
    ['the login page', 'https://member.example.jp/login'],
    ['not a URL', '/unsubscribe'],
    ['nothing', undefined],
  ])('refuses %s', (_, url) => {
    expect(isSameHostProfileReturn(url, HOST)).toBe(false);
  });
});
