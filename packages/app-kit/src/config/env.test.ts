import { localDeploymentConfig } from '@member-hub/deployment-config';
import { describe, expect, it } from 'vitest';

import { deployment } from './deployment';
import { readAppConfig } from './env';

describe('readAppConfig', () => {
  it('uses the emulator, the demo project and the local deployment values in development', () => {
    const config = readAppConfig({ DEV: true });
    expect(config.firebase.emulatorUrl).toBe('http://127.0.0.1:9099');
    expect(config.firebase.projectId).toBe('demo-member-hub');
    expect(config.memberApiBase).toBe('');
    expect(config.allowedReturnUrlPrefixes).toEqual(localDeploymentConfig().returnUrlPrefixes);
  });

  it('reads the emulator URL from the environment and the prefixes from the deployment', () => {
    const config = readAppConfig(
      { DEV: true, VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:10099' },
      { returnUrlPrefixes: ['https://a.example.test/app'] },
    );
    expect(config.allowedReturnUrlPrefixes).toEqual(['https://a.example.test/app']);
    expect(config.firebase.emulatorUrl).toBe('http://127.0.0.1:10099');
  });

  it('never uses the emulator in a production build by default', () => {
    expect(readAppConfig({ DEV: false }).firebase.emulatorUrl).toBeUndefined();
  });

  it('gets the validated deployment values injected by Vite (the local ones under Vitest)', () => {
    expect(deployment).toEqual(localDeploymentConfig());
  });
});
