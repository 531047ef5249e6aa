/**
 * The member API's answers recorded per screen state (src/test/recorded/<call>/<state>.json) by the
 * member API's own tests (apps/member-api/src/fixtures/record-fixtures.test.ts), which also prove
 * they still match what the server answers. Stories and screen tests replay them through
 * `replayFetch`, so a screen is shown with an answer the real server gives, never a hand-made one.
 */
import { memberApi, type MemberApi } from '../contract/registry';
import type { CallResponse } from '../contract/define';
import addPointAlreadyGranted from './recorded/addPoint/already-granted.json' with { type: 'json' };
import addPointGranted from './recorded/addPoint/granted.json' with { type: 'json' };
import meDaccountLinked from './recorded/getMe/daccount-linked.json' with { type: 'json' };
import meFirstEdit from './recorded/getMe/first-edit.json' with { type: 'json' };
import meLockedBoth from './recorded/getMe/locked-both.json' with { type: 'json' };
import meLockedCommunity from './recorded/getMe/locked-community.json' with { type: 'json' };
import meMember from './recorded/getMe/member.json' with { type: 'json' };
import meMinor from './recorded/getMe/minor.json' with { type: 'json' };
import mePointsGot from './recorded/getMe/points-got.json' with { type: 'json' };
import passkeysNone from './recorded/listPasskeys/none.json' with { type: 'json' };
import passkeysTwo from './recorded/listPasskeys/two.json' with { type: 'json' };
import pointHistoryGot from './recorded/getPointHistory/got.json' with { type: 'json' };
import pointHistoryNotGot from './recorded/getPointHistory/not-got.json' with { type: 'json' };
import shopInfoFound from './recorded/getShopInfo/found.json' with { type: 'json' };

type Answer<K extends keyof MemberApi> = CallResponse<MemberApi[K]>;

/** Every recorded answer, by call and state (the file names). */
export const recordedAnswers = {
  getMe: {
    member: meMember,
    'first-edit': meFirstEdit,
    minor: meMinor,
    'locked-community': meLockedCommunity,
    'locked-both': meLockedBoth,
    'daccount-linked': meDaccountLinked,
    'points-got': mePointsGot,
  },
  getPointHistory: { 'not-got': pointHistoryNotGot, got: pointHistoryGot },
  addPoint: { granted: addPointGranted, 'already-granted': addPointAlreadyGranted },
  getShopInfo: { found: shopInfoFound },
  listPasskeys: { none: passkeysNone, two: passkeysTwo },
} satisfies { [K in keyof MemberApi]?: Record<string, Answer<K>> };

export type RecordedCall = keyof typeof recordedAnswers;
export type RecordedState<K extends RecordedCall> = keyof (typeof recordedAnswers)[K] & string;

/** One screen state: the recorded state each call answers with (calls left out are not answered). */
export type ReplayScenario = { [K in RecordedCall]?: RecordedState<K> };

/** The recorded answer of one call in one state. */
export function recordedAnswer<K extends RecordedCall>(call: K, state: RecordedState<K>): Answer<K> {
  return (recordedAnswers[call] as unknown as Record<string, Answer<K>>)[state]!;
}

const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+').replace(/[!]/g, '\\$&')}$`);

/**
 * A `fetch` for `createMemberApiClient` that answers each call of the scenario with its recorded
 * answer (and a call without one with a 404 the client reports), for stories and screen tests.
 */
export function replayFetch(scenario: ReplayScenario): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    const name = (Object.keys(memberApi) as (keyof MemberApi)[]).find(
      (key) => memberApi[key].method === request.method && pathPattern(memberApi[key].path).test(pathname),
    );
    const state = name && name in scenario ? scenario[name as RecordedCall] : undefined;
    if (!name || state === undefined) {
      const body = { code: 'not_found', message: `no recorded answer for ${request.method} ${pathname}` };
      return Promise.resolve(Response.json(body, { status: 404 }));
    }
    return Promise.resolve(Response.json(recordedAnswer(name as RecordedCall, state as never)));
  };
}
