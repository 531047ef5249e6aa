import { describe, expect, it } from 'vitest';

import { isEntryQuery, modeAllows } from './entry-rules';

describe('isEntryQuery', () => {
  it('is an entry when a core parameter (or client_id) is present', () => {
    expect(isEntryQuery(new URLSearchParams('returnUrl=x'))).toBe(true);
    expect(isEntryQuery(new URLSearchParams('client_id=demo'))).toBe(true);
  });

  it('is no entry for the pages the apps open themselves', () => {
    expect(isEntryQuery(new URLSearchParams('loginParamKey=k&mode=signIn&oobCode=x'))).toBe(false);
    expect(isEntryQuery(new URLSearchParams(''))).toBe(false);
  });
});

describe('modeAllows', () => {
  it('register needs no member; login and migration need one', () => {
    expect(modeAllows('register', false)).toBe(true);
    expect(modeAllows('register', true)).toBe(false);
    expect(modeAllows('login', true)).toBe(true);
    expect(modeAllows('login', false)).toBe(false);
    expect(modeAllows('migration', false)).toBe(false);
  });
});
