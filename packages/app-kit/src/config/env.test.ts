import { developmentReturnUrlPrefixes } from '@member-hub/enums';
import { describe, expect, it, vi } from 'vitest';

import { readAppConfig } from './env';

describe('readAppConfig', () => {
  it('uses the emulator, the demo project and the demo services in development', () => {
    const config = readAppConfig({ DEV: true });
    expect(config.firebase.emulatorUrl).toBe('http://127.0.0.1:9099');
    expect(config.firebase.projectId).toBe('demo-member-hub');
    expect(config.memberApiBase).toBe('');
    expect(config.allowedReturnUrlPrefixes).toEqual(developmentReturnUrlPrefixes);
  });

  it('reads the allow-list as a comma list and the emulator URL from the environment', () => {
    const config = readAppConfig({
      DEV: true,
      VITE_ALLOWED_RETURN_URL_PREFIXES: ' https://a.example.jp/app , https://b.example.jp/ ,',
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:10099',
    });
    expect(config.allowedReturnUrlPrefixes).toEqual(['https://a.example.jp/app', 'https://b.example.jp/']);
    expect(config.firebase.emulatorUrl).toBe('http://127.0.0.1:10099');
  });

  it('never uses the emulator or the demo prefixes in a production build by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = readAppConfig({ DEV: false });
    expect(config.firebase.emulatorUrl).toBeUndefined();
    expect(config.allowedReturnUrlPrefixes).toEqual([]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
