import { describe, expect, it } from 'vitest';

import { providerScreenOf } from './provider';

describe('providerScreenOf (900_loginWithProvider, 003_register)', () => {
  it('shows the Google button for provider=google or no provider where Google is offered', () => {
    expect(providerScreenOf('google', true)).toEqual({ kind: 'google' });
    expect(providerScreenOf(null, true)).toEqual({ kind: 'google' });
    expect(providerScreenOf('', true)).toEqual({ kind: 'google' });
  });

  it('goes back to the choice where Google is not offered (members service, web view)', () => {
    expect(providerScreenOf('google', false)).toEqual({ kind: 'choice' });
    expect(providerScreenOf(null, false)).toEqual({ kind: 'choice' });
  });

  it('sends provider=daccount to the d-account flow, whatever the variant', () => {
    expect(providerScreenOf('daccount', true)).toEqual({ kind: 'daccount' });
    expect(providerScreenOf('daccount', false)).toEqual({ kind: 'daccount' });
  });

  it('goes back to the choice for an unknown provider', () => {
    expect(providerScreenOf('twitter', true)).toEqual({ kind: 'choice' });
    expect(providerScreenOf('Google', true)).toEqual({ kind: 'choice' });
  });
});
