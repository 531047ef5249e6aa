import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createReturnUrlChecker, isAllowedReturnUrl } from './return-url';

const prefixes = [
  'https://allowed.example.jp/app',
  'https://allowed.example.jp/service/',
  'http://localhost:5190/',
  'https://root.example.jp',
];

describe('isAllowedReturnUrl', () => {
  it.each([
    ['https://allowed.example.jp/app', 'the exact prefix'],
    ['https://allowed.example.jp/app/', 'the prefix with a slash'],
    ['https://allowed.example.jp/app/callback?code=1#x', 'a path below the prefix with query and fragment'],
    ['HTTPS://ALLOWED.example.JP/app/x', 'scheme and host in upper case'],
    ['https://allowed.example.jp:443/app/x', 'the default port written out'],
    ['https://allowed.example.jp/service/x', 'a path below a prefix ending in /'],
    ['http://localhost:5190/cb', 'a development host with a port'],
    ['https://root.example.jp/anything/at/all', 'any path of a prefix without a path'],
    ['https://root.example.jp', 'the bare origin of a prefix without a path'],
    ['https://allowed.example.jp/app/x?next=https://evil.test', 'another URL inside the query'],
  ])('accepts %s (%s)', (url) => {
    expect(isAllowedReturnUrl(url, prefixes)).toBe(true);
  });

  it.each([
    ['https://allowed.example.jp/application', 'a path that only starts with the prefix text'],
    ['https://allowed.example.jp/service', 'the prefix path without its trailing slash'],
    ['https://allowed.example.jp.evil.test/app', 'an allowed host as a subdomain of another'],
    ['https://evil-allowed.example.jp/app', 'a host ending with the allowed host'],
    ['https://sub.allowed.example.jp/app', 'a subdomain of the allowed host'],
    ['https://allowed.example.jp@evil.test/app', 'the allowed host as user info'],
    ['https://user:pw@allowed.example.jp/app', 'user info on the allowed host'],
    ['https://@allowed.example.jp/app', 'an empty user info'],
    ['http://allowed.example.jp/app', 'another scheme'],
    ['https://allowed.example.jp:8443/app', 'another port'],
    ['https://localhost:5190/', 'https where http is allowed'],
    ['//allowed.example.jp/app', 'a protocol-relative address'],
    ['https:allowed.example.jp/app', 'a scheme without slashes'],
    ['https:/allowed.example.jp/app', 'a scheme with one slash'],
    ['javascript:alert(1)//https://allowed.example.jp/app', 'javascript:'],
    ['data:text/html,https://allowed.example.jp/app', 'data:'],
    ['https://allowed.example.jp\\@evil.test/app', 'a backslash in the authority'],
    ['https://allowed.example.jp/app\\..\\..\\evil', 'a backslash in the path'],
    ['https://allowed.example.jp/app/../evil', 'a dot segment leaving the prefix'],
    ['https://allowed.example.jp/app/%2e%2e/evil', 'an encoded dot segment'],
    ['https://allowed.example.jp/app/..%2fevil', 'an encoded slash'],
    ['https://allowed.example.jp/app/%5cevil', 'an encoded backslash'],
    ['https://allowed.example.jp/app/%0aevil', 'an encoded line feed'],
    [' https://allowed.example.jp/app', 'a leading space'],
    ['https://allowed.example.jp/app\n', 'a trailing line feed'],
    ['https://allowed.example.jp/a\tpp', 'a tab'],
    ['https://allowed.example.jp/app x', 'a space'],
    ['https://allowed.example.jp/app\u0000', 'a NUL'],
    ['https://allowed.example.jp/app\u3000', 'an ideographic space'],
    ['', 'the empty string'],
    ['not a url', 'text'],
  ])('rejects %s (%s)', (url) => {
    expect(isAllowedReturnUrl(url, prefixes)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isAllowedReturnUrl(undefined, prefixes)).toBe(false);
    expect(isAllowedReturnUrl(null, prefixes)).toBe(false);
    expect(isAllowedReturnUrl(['https://allowed.example.jp/app'], prefixes)).toBe(false);
  });

  it('ignores prefixes that are not absolute http(s) addresses instead of allowing everything', () => {
    const broken = ['', '/', 'allowed.example.jp', 'javascript:', '//allowed.example.jp'];
    expect(isAllowedReturnUrl('https://allowed.example.jp/app', broken)).toBe(false);
    expect(isAllowedReturnUrl('https://evil.test/', broken)).toBe(false);
  });

  it('allows nothing with an empty list', () => {
    expect(isAllowedReturnUrl('https://allowed.example.jp/app', [])).toBe(false);
  });

  it('gives the same answers through a bound checker', () => {
    const check = createReturnUrlChecker(prefixes);
    expect(check('https://allowed.example.jp/app/x')).toBe(true);
    expect(check('https://allowed.example.jp.evil.test/app')).toBe(false);
  });
});

describe('isAllowedReturnUrl properties', () => {
  const label = fc.stringMatching(/^[a-z0-9]{1,8}$/);
  const segment = fc.stringMatching(/^[A-Za-z0-9_~-]{1,10}$/);
  const path = fc.array(segment, { maxLength: 5 }).map((s) => s.join('/'));
  const query = fc.option(fc.stringMatching(/^[A-Za-z0-9=&_-]{0,20}$/), { nil: undefined });
  const allowedHost = 'allowed.example.jp';
  const list = [`https://${allowedHost}/app/`];

  it('accepts any path under an allowed prefix', () => {
    fc.assert(
      fc.property(path, query, (p, q) => {
        const url = `https://${allowedHost}/app/${p}${q === undefined ? '' : `?${q}`}`;
        expect(isAllowedReturnUrl(url, list)).toBe(true);
      }),
    );
  });

  it('rejects a host that merely starts or ends with the allowed host', () => {
    fc.assert(
      fc.property(label, fc.boolean(), path, (extra, before, p) => {
        const host = before ? `${extra}${allowedHost}` : `${allowedHost}${extra}`;
        const host2 = before ? `${extra}.${allowedHost}` : `${allowedHost}.${extra}`;
        expect(isAllowedReturnUrl(`https://${host}/app/${p}`, list)).toBe(false);
        expect(isAllowedReturnUrl(`https://${host2}/app/${p}`, list)).toBe(false);
      }),
    );
  });

  it('rejects any user info', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9.:]{0,12}$/), path, (userinfo, p) => {
        expect(isAllowedReturnUrl(`https://${userinfo}@${allowedHost}/app/${p}`, list)).toBe(false);
        expect(isAllowedReturnUrl(`https://${allowedHost}@${userinfo || 'evil'}.test/app/${p}`, list)).toBe(
          false,
        );
      }),
    );
  });

  it('rejects another port or scheme', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 65535 }).filter((n) => n !== 443),
        path,
        (port, p) => {
          expect(isAllowedReturnUrl(`https://${allowedHost}:${port}/app/${p}`, list)).toBe(false);
          expect(isAllowedReturnUrl(`http://${allowedHost}/app/${p}`, list)).toBe(false);
        },
      ),
    );
  });

  it('rejects a path that only shares the prefix text', () => {
    fc.assert(
      fc.property(segment, (s) => {
        expect(isAllowedReturnUrl(`https://${allowedHost}/app${s}`, list)).toBe(false);
      }),
    );
  });
});
