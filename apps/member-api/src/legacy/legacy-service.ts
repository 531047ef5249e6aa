/**
 * The one adapter to the older community service (らくらくコミュニティ). Configured only by URL and
 * API key (LEGACY_SERVICE_URL, LEGACY_SERVICE_API_KEY): the stand-in in dev and test, the real
 * service in production. Nothing else in the member API talks to it.
 *
 * Passwords and tokens pass through here; none of them is ever logged.
 */
import { z } from 'zod';

/** The older service's user, as stored there ('-00' birthdays and blanks are the hub's to normalise). */
export const legacyUser = z.object({
  uid: z.string(),
  rakucomId: z.string(),
  nickname: z.string().default(''),
  birthday: z.string().default(''),
  phone: z.string().default(''),
  modelno: z.string().default(''),
  locked: z.boolean().default(false),
  migrated: z.boolean().default(false),
});
export type LegacyUser = z.infer<typeof legacyUser>;

const tokenUser = z.object({ accessToken: z.string(), user: legacyUser });
const kantanAnswer = z.object({
  resultCode: z.number().int(),
  accessToken: z.string().optional(),
  rakuId: z.string().optional(),
  user: legacyUser.optional(),
  reason: z.string().optional(),
});
export type LegacyKantanAnswer = z.infer<typeof kantanAnswer>;

/** Why a token lookup failed: the token's age or an unknown token. */
export type LegacyTokenFailure = 'expired' | 'invalid';

export class LegacyServiceError extends Error {
  override readonly name = 'LegacyServiceError';
  constructor(
    readonly kind: LegacyTokenFailure | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface LegacyService {
  /** GET /api/v1/users/me with the phone app's access token (the spec's rakuUser). */
  userByToken(accessToken: string): Promise<{ accessToken: string; user: LegacyUser }>;
  kantanAuth(input: {
    uid: string;
    pwd: string;
    newpwd?: string | undefined;
    telno: string;
    modelno: string;
    sid: string;
  }): Promise<LegacyKantanAnswer>;
  kantanRegister(input: { telno: string; modelno: string; sid: string }): Promise<LegacyKantanAnswer>;
  kantanAuthRegister(input: {
    telno: string;
    modelno: string;
    sid: string;
    token: string;
    linkage_fcm_token: string;
    service_id: string;
  }): Promise<LegacyKantanAnswer>;
  completeMigration(accessToken: string): Promise<void>;
  /** GET /api/v1/game/user?token=: the game token's account and a fresh app access token. */
  gameUserByToken(gameToken: string): Promise<{ accessToken: string; user: LegacyUser }>;
  /**
   * GET /api/v1/accounts/:id: the account a registration number or an older-service uid names
   * (one account, two spellings), or undefined when it names none.
   */
  accountOf(identifier: string): Promise<{ uid: string; rakucomId: string } | undefined>;
  /** GET /api/v1/pushTokens/:token: the account whose phone app holds the push token, or undefined. */
  pushTokenOwner(token: string): Promise<{ service: string; user: LegacyUser } | undefined>;
}

export interface HttpLegacyServiceOptions {
  url: string;
  apiKey: string;
  /** Per-call limit; below the hub's 15 s so that the hub sees our answer, not its own timeout. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class HttpLegacyService implements LegacyService {
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpLegacyServiceOptions) {
    this.fetchFn = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    init: { body?: unknown; bearer?: string } = {},
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { 'x-api-key': this.options.apiKey, accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    let res: Response;
    try {
      res = await this.fetchFn(`${this.options.url}${path}`, {
        method,
        headers,
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new LegacyServiceError('unavailable', `older service unreachable (${method} ${path})`, {
        cause: error,
      });
    }
    const text = await res.text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: res.status, body };
  }

  private tokenFailure(status: number, body: unknown, path: string): never {
    const code = (body as { code?: unknown } | undefined)?.code;
    if (status === 401 && code === 'token.expired') throw new LegacyServiceError('expired', 'token expired');
    if (status === 401 && code === 'token.invalid') throw new LegacyServiceError('invalid', 'token invalid');
    throw new LegacyServiceError('unavailable', `older service answered ${status} on ${path}`);
  }

  private parse<T>(schema: z.ZodType<T>, status: number, body: unknown, path: string): T {
    if (status !== 200) this.tokenFailure(status, body, path);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new LegacyServiceError('unavailable', `unexpected answer on ${path}`);
    return parsed.data;
  }

  async userByToken(accessToken: string) {
    const path = '/api/v1/users/me';
    const { status, body } = await this.request('GET', path, { bearer: accessToken });
    return this.parse(tokenUser, status, body, path);
  }

  async kantanAuth(input: Parameters<LegacyService['kantanAuth']>[0]) {
    const path = '/api/v1/kantan/auth';
    const { status, body } = await this.request('POST', path, { body: input });
    return this.parse(kantanAnswer, status, body, path);
  }

  async kantanRegister(input: Parameters<LegacyService['kantanRegister']>[0]) {
    const path = '/api/v1/kantan/register';
    const { status, body } = await this.request('POST', path, { body: input });
    return this.parse(kantanAnswer, status, body, path);
  }

  async kantanAuthRegister(input: Parameters<LegacyService['kantanAuthRegister']>[0]) {
    const path = '/api/v1/kantan/authRegister';
    const { status, body } = await this.request('POST', path, { body: input });
    return this.parse(kantanAnswer, status, body, path);
  }

  async gameUserByToken(gameToken: string) {
    const path = '/api/v1/game/user';
    const { status, body } = await this.request('GET', `${path}?token=${encodeURIComponent(gameToken)}`);
    return this.parse(tokenUser, status, body, path);
  }

  async accountOf(identifier: string) {
    const path = '/api/v1/accounts';
    const { status, body } = await this.request('GET', `${path}/${encodeURIComponent(identifier)}`);
    if (status === 404) return undefined;
    return this.parse(z.object({ uid: z.string(), rakucomId: z.string() }), status, body, path);
  }

  async pushTokenOwner(token: string) {
    const path = '/api/v1/pushTokens';
    const { status, body } = await this.request('GET', `${path}/${encodeURIComponent(token)}`);
    if (status === 404) return undefined;
    return this.parse(z.object({ service: z.string(), user: legacyUser }), status, body, path);
  }

  async completeMigration(accessToken: string) {
    const path = '/api/v1/migration/complete';
    const { status, body } = await this.request('POST', path, { body: { accessToken } });
    this.parse(z.object({ resultCode: z.number() }), status, body, path);
  }
}
