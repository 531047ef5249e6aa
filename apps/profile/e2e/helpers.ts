// Steps of the profile suites that talk to the stack directly: a member with its ID token (Auth
// emulator + member API), the member's own calls, and reading a stored PNG's size.
import { createVerifiedEmailUser, stackUrls } from '@member-hub/dev-stack/e2e-helpers';
import { type APIRequestContext, expect } from '@playwright/test';

export interface ApiMember {
  email: string;
  nickname: string;
  idToken: string;
}

/** A verified Firebase e-mail user with a member record holding `profile`. */
export async function createApiMember(
  request: APIRequestContext,
  email: string,
  profile: Record<string, unknown> = {},
): Promise<ApiMember> {
  const { idToken } = await createVerifiedEmailUser(request, email);
  const nickname = `pt${Date.now().toString(36).slice(-6)}`;
  const created = await request.post(`${stackUrls().gateway}/member/v1/me`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { nickname, ...profile },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { email, nickname, idToken };
}

/** A JSON call of the member API as this member, through the gateway. */
export async function memberCall(
  request: APIRequestContext,
  member: Pick<ApiMember, 'idToken'>,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await request.fetch(`${stackUrls().gateway}${path}`, {
    method,
    headers: { authorization: `Bearer ${member.idToken}` },
    ...(data !== undefined ? { data } : {}),
  });
  const text = await res.text();
  return { status: res.status(), body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Width and height of a PNG from its IHDR chunk (bytes 16..23); throws for anything else. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  if (!bytes.subarray(0, 8).equals(signature)) throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
