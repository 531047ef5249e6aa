/**
 * What a sibling team writes after installing one package: the install command of that package's
 * README, a NodeNext program that uses the package through its public entries (with one line the
 * types must refuse, so the check fails if the types resolve to `any`), and what it prints.
 */
export interface SiblingProject {
  /** Package folder under packages/. */
  readonly folder: string;
  readonly name: string;
  /** What the README says to add (the package itself first). */
  readonly add: readonly string[];
  readonly source: string;
  readonly prints: unknown;
}

export const siblingProjects: readonly SiblingProject[] = [
  {
    folder: 'enums',
    name: '@member-hub/enums',
    add: ['@member-hub/enums'],
    source: `
import { isPrefectureId, prefectureCodes, type PrefectureCode } from '@member-hub/enums';

const first: PrefectureCode = prefectureCodes[0];
// @ts-expect-error 48 is no prefecture
const wrong: PrefectureCode = 48;
void wrong;
console.log(JSON.stringify({ prefectures: prefectureCodes.length, first, is48: isPrefectureId(48) }));
`,
    prints: { prefectures: 47, first: 1, is48: false },
  },
  {
    folder: 'validators',
    name: '@member-hub/validators',
    add: ['@member-hub/validators', 'zod'],
    source: `
import { emailSchema } from '@member-hub/validators';
import { z } from 'zod';

const form = z.object({ email: emailSchema });
const good = form.safeParse({ email: 'hanako@example.jp' });
const bad = form.safeParse({ email: 'hanako@' });
const email: string | undefined = good.data?.email;
// @ts-expect-error the parsed form has no such field
void good.data?.nickname;
console.log(JSON.stringify({ email, bad: bad.error?.issues.map((issue) => issue.message) }));
`,
    prints: { email: 'hanako@example.jp', bad: ['email.format'] },
  },
  {
    folder: 'api-client',
    name: '@member-hub/api-client',
    add: ['@member-hub/api-client', 'zod'],
    source: `
import { ApiErrorCode, callNames, memberApi } from '@member-hub/api-client';
import { createMemberApiClient } from '@member-hub/api-client/client';
import { buildOpenApiDocument } from '@member-hub/api-client/openapi';
import { z } from 'zod';

const asked: string[] = [];
const api = createMemberApiClient({
  baseUrl: 'https://hub.example',
  getIdToken: () => 'firebase-id-token',
  fetch: async (input, init) => {
    asked.push(String(input), new Headers(init?.headers).get('authorization') ?? '');
    return Response.json({ exsist: true });
  },
});
const { exsist } = await api.checkNickname({ query: { nickname: 'はなこ' } });
const taken: boolean = exsist;
// @ts-expect-error the contract has no such call
void api.getSomethingElse;
const document = buildOpenApiDocument(memberApi, { serverUrl: 'https://hub.example' });
console.log(
  JSON.stringify({
    asked,
    taken,
    auth: memberApi.getMe.auth,
    calls: callNames.length === Object.keys(memberApi).length,
    openapi: document.openapi,
    code: ApiErrorCode.NicknameTaken,
    zod: z.string().safeParse(1).success,
  }),
);
`,
    prints: {
      asked: [
        'https://hub.example/member/v1/nickname?nickname=%E3%81%AF%E3%81%AA%E3%81%93',
        'Bearer firebase-id-token',
      ],
      taken: true,
      auth: 'bearer',
      calls: true,
      openapi: '3.1.0',
      code: 'nickname.taken',
      zod: false,
    },
  },
  {
    folder: 'identity',
    name: '@member-hub/identity',
    add: ['@member-hub/identity'],
    source: `
import { createIdentityError, isIdentityErrorOfKind, type IdentityErrorCode } from '@member-hub/identity';
import { STORED_SESSION_CHECK_TIMEOUT_MS } from '@member-hub/identity/stored-session';

const error = createIdentityError('network');
const code: IdentityErrorCode = error.code;
// @ts-expect-error not a kind of this package
createIdentityError('no_such_kind');
console.log(
  JSON.stringify({ code, network: isIdentityErrorOfKind(error, 'network'), timeout: STORED_SESSION_CHECK_TIMEOUT_MS }),
);
`,
    prints: { code: 'identity.network', network: true, timeout: 1000 },
  },
];
