import { clientContextOf } from '@member-hub/app-kit/client-context';
import { describe, expect, it } from 'vitest';

import { demoClient } from '../../test/fakes';
import { errorPageWayBack } from './error-page';

const allowed = ['http://localhost:5190/', 'http://localhost:5191/'];

describe('errorPageWayBack', () => {
  it('is the return address (placeholders filled) of a known, allowed service', () => {
    const client = { ...demoClient, returnUrl: 'http://localhost:5190/cb?from={domain}' };
    expect(errorPageWayBack(clientContextOf(client), allowed, 'localhost:5170')).toEqual({
      href: 'http://localhost:5190/cb?from=localhost%3A5170',
      variant: 'community',
    });
  });

  it('names the membership variant by the marker in the return address', () => {
    const client = { ...demoClient, returnUrl: 'http://localhost:5191/lamember/cb' };
    expect(errorPageWayBack(clientContextOf(client), allowed, 'localhost:5170')?.variant).toBe('members');
  });

  it('is none without a client entry or for a return address that is not allowed', () => {
    expect(errorPageWayBack(clientContextOf(null), allowed, 'localhost:5170')).toBeNull();
    const evil = { ...demoClient, returnUrl: 'https://evil.test/cb' };
    expect(errorPageWayBack(clientContextOf(evil), allowed, 'localhost:5170')).toBeNull();
  });
});
