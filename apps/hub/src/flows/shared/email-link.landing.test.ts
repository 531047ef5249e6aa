// Profile spec §4 "E-mail link verification": referenceKey and mode are both required; a lookup
// that answers no address fails with a clear message.
import { describe, expect, it, vi } from 'vitest';

import { fakeDeps } from '../../test/fakes';
import { classifyMailLanding, followMailLink } from './email-link';

const page = 'http://localhost:5170/login/validate/email';
const isSignInLink = (href: string) => href.includes('oobCode=');

describe('classifyMailLanding', () => {
  it('takes a visit from the mail with referenceKey and the page mode', () => {
    expect(classifyMailLanding(`${page}?referenceKey=r1&mode=login`, 'login', isSignInLink)).toEqual({
      kind: 'mail',
      referenceKey: 'r1',
    });
  });

  it('calls a URL without mode, with another mode, or without referenceKey invalid', () => {
    for (const query of [
      'referenceKey=r1',
      'referenceKey=r1&mode=',
      'referenceKey=r1&mode=register',
      'mode=login',
      '',
    ]) {
      expect(classifyMailLanding(`${page}?${query}`, 'login', isSignInLink)).toEqual({ kind: 'invalid-url' });
    }
  });

  it("takes Firebase's return (a sign-in link without referenceKey)", () => {
    const href = `${page}?loginParamKey=lpk1&mode=signIn&oobCode=abc&apiKey=k`;
    expect(classifyMailLanding(href, 'login', isSignInLink)).toEqual({ kind: 'sign-in-return' });
  });
});

describe('followMailLink', () => {
  it('answers no-email, and neither keeps nor follows anything, when the lookup has no address', async () => {
    const { deps, api, savedEmail } = fakeDeps();
    api.getMailLink.mockResolvedValueOnce({ mailLink: 'http://127.0.0.1:9099/emulator/action', email: '' });
    const assign = vi.fn();
    expect(await followMailLink(deps, 'r1', assign)).toEqual({ kind: 'no-email' });
    expect(savedEmail.save).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
