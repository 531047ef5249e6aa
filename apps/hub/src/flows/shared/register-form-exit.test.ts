import { describe, expect, it } from 'vitest';

import { memoryStorage } from '../../test/api-errors';
import {
  hasRegisterFormExit,
  isRegisterFormPath,
  markRegisterFormExit,
  REGISTER_FORM_EXIT_KEY,
  takeRegisterFormExit,
} from './register-form-exit';

function storageWith(process: string | null) {
  const storage = memoryStorage();
  if (process) storage.setItem('process', process);
  return storage;
}

describe('the register-form exit flag', () => {
  it('returns to the register page, or to login when the process says she came from login', () => {
    for (const [process, to] of [
      ['register', '/register'],
      [null, '/register'],
      ['authregister', '/register'],
      ['login', '/login'],
    ] as const) {
      const storage = storageWith(process);
      markRegisterFormExit(storage, 'confirmed');
      expect(hasRegisterFormExit(storage)).toBe(true);
      expect(takeRegisterFormExit(storage, '/register/send/complete', 'navigate')).toBe(to);
    }
  });

  it('is one-shot: taken once, used or not', () => {
    const storage = storageWith('register');
    markRegisterFormExit(storage, 'confirmed');
    expect(takeRegisterFormExit(storage, '/termsofservice', 'navigate')).toBe('/register');
    expect(storage.getItem(REGISTER_FORM_EXIT_KEY)).toBeNull();
    expect(takeRegisterFormExit(storage, '/termsofservice', 'navigate')).toBeNull();
  });

  it('the destination is read when she leaves (the next page may end the process)', () => {
    const storage = storageWith('login');
    markRegisterFormExit(storage, 'confirmed');
    storage.removeItem('process');
    expect(takeRegisterFormExit(storage, '/register/validate/email', 'navigate')).toBe('/login');
  });

  it('a page left (the browser asked) counts only for a page opened by Back or Forward', () => {
    const back = storageWith('register');
    markRegisterFormExit(back, 'page-left');
    expect(takeRegisterFormExit(back, '/register/validate/email', 'back_forward')).toBe('/register');

    // A later visit from a service goes where it was going, and the flag is gone.
    const later = storageWith('register');
    markRegisterFormExit(later, 'page-left');
    expect(takeRegisterFormExit(later, '/login', 'navigate')).toBeNull();
    expect(hasRegisterFormExit(later)).toBe(false);
  });

  it('landing on the form itself (a reload, a Back onto it) is no leaving', () => {
    for (const path of ['/register/profile', '/register/avator', '/daccountRegister/auth']) {
      const storage = storageWith('register');
      markRegisterFormExit(storage, 'page-left');
      expect(takeRegisterFormExit(storage, path, 'reload')).toBeNull();
      expect(isRegisterFormPath(path)).toBe(true);
    }
    expect(isRegisterFormPath('/register')).toBe(false);
    expect(isRegisterFormPath('/register/validate/email')).toBe(false);
  });

  it('an unreadable flag is dropped', () => {
    const storage = storageWith('register');
    storage.setItem(REGISTER_FORM_EXIT_KEY, '{');
    expect(takeRegisterFormExit(storage, '/login', 'navigate')).toBeNull();
    expect(hasRegisterFormExit(storage)).toBe(false);
  });
});
