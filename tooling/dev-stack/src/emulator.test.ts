import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_EMULATOR_START_LIMIT_MS,
  authEmulatorAnswers,
  FIREBASE_PROJECT_ID,
  startAuthEmulator,
  type AuthEmulator,
} from './emulator.ts';

// Starts the real firebase-tools: slow on a busy machine, hence the generous hook limits.
const START_LIMIT = AUTH_EMULATOR_START_LIMIT_MS + 30_000;

interface SignUpAnswer {
  idToken?: string;
  localId?: string;
  email?: string;
  error?: { message: string };
}

async function signUp(emulator: AuthEmulator, email: string): Promise<SignUpAnswer> {
  const response = await fetch(
    `${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'password-123', returnSecureToken: true }),
    },
  );
  return (await response.json()) as SignUpAnswer;
}

function tokenClaims(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

describe('startAuthEmulator', () => {
  let emulator: AuthEmulator;
  beforeAll(async () => {
    emulator = await startAuthEmulator();
  }, START_LIMIT);
  afterAll(() => emulator?.stop(), 30_000);

  it('answers the Auth REST API on free loopback ports, for the demo project', async () => {
    expect(emulator.host).toBe(`127.0.0.1:${emulator.ports.auth}`);
    expect(emulator.url).toBe(`http://${emulator.host}`);
    expect(new Set(Object.values(emulator.ports)).size).toBe(3);

    const answer = await signUp(emulator, 'emulator-test@example.com');
    expect(answer.error).toBeUndefined();
    expect(answer.email).toBe('emulator-test@example.com');
    expect(answer.localId).toEqual(expect.any(String));
    expect(tokenClaims(answer.idToken!)).toMatchObject({
      aud: FIREBASE_PROJECT_ID,
      email: 'emulator-test@example.com',
    });
  });

  it('keeps its users: a second sign-up with the same e-mail is refused', async () => {
    await signUp(emulator, 'twice@example.com');
    expect((await signUp(emulator, 'twice@example.com')).error?.message).toBe('EMAIL_EXISTS');
  });

  it(
    'stop() ends the emulator: it no longer answers, and a second stop() is harmless',
    async () => {
      const started = await startAuthEmulator({ projectId: 'demo-stop-test' });
      const answer = await signUp(started, 'stop@example.com');
      expect(tokenClaims(answer.idToken!).aud).toBe('demo-stop-test');

      await started.stop();
      await expect(started.exited).resolves.toBeDefined();
      expect(await authEmulatorAnswers(started.url)).toBe(false);
      await started.stop();
    },
    START_LIMIT,
  );
});

describe('startAuthEmulator failures', () => {
  it('refuses a project that is not a demo- one (it would need a login and the network)', async () => {
    await expect(startAuthEmulator({ projectId: 'member-hub-prod' })).rejects.toThrow(/demo- project/);
  });

  it(
    'rejects with firebase-tools output when the emulator cannot start (port taken)',
    async () => {
      const blocker = net.createServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      const { port } = blocker.address() as net.AddressInfo;
      try {
        const error = (await startAuthEmulator({ ports: { auth: port } }).catch((e: unknown) => e)) as Error;
        expect(error).toBeInstanceOf(Error);
        expect(error.message).toMatch(/^the Auth emulator ended \(\d+\) before it answered; its output:\n/);
        expect(error.message).toContain(String(port));
      } finally {
        await new Promise((resolve) => blocker.close(resolve));
      }
    },
    START_LIMIT,
  );
});
