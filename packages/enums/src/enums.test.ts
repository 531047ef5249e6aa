import { describe, expect, it } from 'vitest';
import * as enums from './index';
import {
  ApiPathPrefix,
  AuthHostPath,
  AvatarReturnHubPath,
  HubPagePath,
  mailLinkValidUrl,
  ProfilePagePath,
  profilePagePrefixes,
  validateEmailPathOf,
  areaSaveResultStatus,
  areaSaveStatusOf,
  DEFAULT_BIRTHDAY_DISPLAY,
  DEFAULT_ICON,
  emptyAllowedParamNames,
  entryParamNames,
  GENERATED_NICKNAME_ERROR_MESSAGE,
  InternalErrorMessage,
  internalErrorMessages,
  isInternalErrorMessage,
  Interest,
  interestIds,
  interestOptions,
  isInterestId,
  isOneOf,
  isPointAddFailureStatus,
  isPresetIconId,
  isSexId,
  labelOf,
  type LabeledOption,
  LegacyValidationFlag,
  LinkageName,
  pointAddRetryPolicy,
  pointAddRetryWaitMs,
  pointCodeIds,
  presetIconIds,
  ServiceId,
  isServiceIdString,
  serviceIdOfQuery,
  serviceIdQueryOf,
  serviceIdStrings,
  serviceIdValues,
  isServiceLockId,
  LoginHistoryServiceCode,
  loginHistoryService,
  serviceLockIdOf,
  serviceLockIds,
  sexOptions,
  type SsoFailureUrls,
  SsoService,
  ssoFailureRedirectOf,
  ssoServiceOptions,
  subQuestionOf,
  valuesOf,
} from './index';

/** Every exported `xxxOptions` list, found by name so that a new list is checked too. */
type AnyOptionList = readonly LabeledOption<string | number>[];
const optionLists: [string, AnyOptionList][] = Object.entries(enums as Record<string, unknown>).filter(
  (entry): entry is [string, AnyOptionList] => entry[0].endsWith('Options') && Array.isArray(entry[1]),
);

describe('option lists', () => {
  it('are found (guards the discovery below)', () => {
    expect(optionLists.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'sexOptions',
        'interestOptions',
        'prefectureOptions',
        'regionOptions',
        'ssoServiceOptions',
      ]),
    );
  });

  it.each(optionLists)('%s: unique ids, non-empty ja and en', (_name, list) => {
    expect(new Set(list.map((o) => o.id)).size).toBe(list.length);
    for (const o of list) {
      expect(o.ja.trim()).not.toBe('');
      expect(o.en.trim()).not.toBe('');
    }
  });

  it.each(optionLists)('%s: is frozen', (_name, list) => {
    expect(Object.isFrozen(list)).toBe(true);
    expect(Object.isFrozen(list[0])).toBe(true);
  });

  it('cover exactly the ids of their const object', () => {
    const pairs: [string, readonly (string | number)[]][] = [
      ['sexOptions', enums.sexIds],
      ['birthdayDisplayOptions', enums.birthdayDisplayIds],
      ['travelFrequencyOptions', enums.travelFrequencyIds],
      ['habitSupplementOptions', enums.habitSupplementIds],
      ['assetManagementOptions', enums.assetManagementIds],
      ['interestOptions', enums.interestIds],
      ['socialMediaOptions', enums.socialMediaIds],
      ['serviceFlagOptions', enums.serviceFlagIds],
      ['serviceUsageOptions', enums.serviceUsageIds],
      ['ssoServiceOptions', enums.ssoServiceCodes],
      ['providerKindOptions', enums.providerKindIds],
      ['pointCodeOptions', enums.pointCodeIds],
    ];
    for (const [name, ids] of pairs) {
      const list = (enums as unknown as Record<string, AnyOptionList | undefined>)[name];
      expect(
        list?.map((o) => o.id),
        name,
      ).toEqual([...ids]);
    }
  });
});

describe('interests', () => {
  it('are 1..26 followed by 0 (other)', () => {
    expect(interestIds).toEqual([...Array.from({ length: 26 }, (_, i) => i + 1), 0]);
    expect(interestOptions.at(-1)).toMatchObject({ id: 0, ja: 'その他' });
  });

  it('carry the product names', () => {
    const ja = Object.fromEntries(interestOptions.map((o) => [o.id, o.ja]));
    expect(ja[1]).toBe('旅行');
    expect(ja[5]).toBe('写真・カメラ');
    expect(ja[8]).toBe('お金・投資・相続');
    expect(ja[16]).toBe('俳句・川柳・文学');
    expect(ja[25]).toBe('終活');
    expect(ja[26]).toBe('ゲーム・クイズ');
  });

  it('open sub-questions only for travel, health and money', () => {
    expect(subQuestionOf(Interest.Travel)).toBe('travelFrequency');
    expect(subQuestionOf(Interest.Health)).toBe('habitSupplement');
    expect(subQuestionOf(Interest.Money)).toBe('assetManagement');
    const withSub = interestOptions.filter((o) => o.subQuestion).map((o) => o.id);
    expect(withSub).toEqual([1, 6, 8]);
    expect(isInterestId(27)).toBe(false);
  });
});

describe('guards and helpers', () => {
  it('recognise ids of the right type only', () => {
    expect(isSexId(0)).toBe(true);
    expect(isSexId(3)).toBe(true);
    expect(isSexId(4)).toBe(false);
    expect(isSexId('1')).toBe(false);
    expect(isOneOf(['a', 'b'] as const)('c')).toBe(false);
  });

  it('label an id in either language', () => {
    expect(labelOf(sexOptions, 2)).toBe('女性');
    expect(labelOf(sexOptions, 2, 'en')).toBe('Female');
  });

  it('valuesOf keeps declaration order', () => {
    expect(valuesOf({ B: 2, A: 1, C: 'c' })).toEqual([2, 1, 'c']);
  });

  it('birthday display defaults to the full date', () => {
    expect(DEFAULT_BIRTHDAY_DISPLAY).toBe(1);
  });
});

describe('icons', () => {
  it('are icon01..icon14 with default icon12 among them', () => {
    expect(presetIconIds).toHaveLength(14);
    expect(presetIconIds[0]).toBe('icon01');
    expect(presetIconIds[13]).toBe('icon14');
    expect(isPresetIconId(DEFAULT_ICON)).toBe(true);
    expect(DEFAULT_ICON).toBe('icon12');
  });
});

describe('services', () => {
  it('has six SSO services with distinct codes and keys', () => {
    expect(ssoServiceOptions.map((s) => s.key)).toEqual([
      'personalInfo',
      'mametoku',
      'game',
      'community',
      'point',
      'membership',
    ]);
  });

  it("looks up the deployment's failure address by a code, also as a query string", () => {
    const urls = Object.fromEntries(
      ssoServiceOptions.map((s) => [s.key, `https://${s.key}.test/?auth=false`]),
    ) as SsoFailureUrls;
    expect(ssoFailureRedirectOf('1004', urls)).toBe('https://community.test/?auth=false');
    expect(ssoFailureRedirectOf(ServiceId.Membership, urls)).toBe('https://membership.test/?auth=false');
    expect(ssoFailureRedirectOf(SsoService.Game, urls)).toBe('https://game.test/?auth=false');
    expect(ssoFailureRedirectOf('nope', urls)).toBeUndefined();
  });

  it('keeps the community and membership ids equal to their SSO codes, also as query strings', () => {
    const byKey = Object.fromEntries(ssoServiceOptions.map((s) => [s.key, s.id]));
    expect(byKey.community).toBe(ServiceId.Community);
    expect(byKey.membership).toBe(ServiceId.Membership);
    expect(isServiceIdString('1006')).toBe(true);
    expect(isServiceIdString(ServiceId.Membership)).toBe(false);
  });

  it('converts a service id to its query form and back, refusing any other string', () => {
    for (const id of serviceIdValues) expect(serviceIdOfQuery(serviceIdQueryOf(id))).toBe(id);
    for (const query of serviceIdStrings) expect(serviceIdQueryOf(serviceIdOfQuery(query)!)).toBe(query);
    expect(serviceIdQueryOf(ServiceId.Membership)).toBe('1006');
    expect(serviceIdOfQuery('1004')).toBe(ServiceId.Community);
    for (const bad of [
      '',
      ' 1006',
      '1006 ',
      '01006',
      '+1006',
      '1006.0',
      '1e3',
      '1005',
      'community',
      null,
      undefined,
    ]) {
      expect(serviceIdOfQuery(bad)).toBeUndefined();
    }
  });

  it('codes a service lock as the service id string, one coding for hub, server and login histories', () => {
    expect(serviceLockIdOf(ServiceId.Community)).toBe('1004');
    expect(serviceLockIdOf(ServiceId.Membership)).toBe('1006');
    expect(serviceLockIds).toEqual(['1001', '1002', '1003', '1004', '1005', '1006']);
    // The login history codes are another field: '1'/'2' are not lock ids.
    expect(isServiceLockId('1')).toBe(false);
    expect(isServiceLockId(1004)).toBe(false);
    expect(serviceLockIdOf(loginHistoryService[LoginHistoryServiceCode.Main])).toBe('1004');
    expect(serviceLockIdOf(loginHistoryService[LoginHistoryServiceCode.Members])).toBe('1006');
  });

  it('uses the exact linkage names', () => {
    expect(Object.values(LinkageName)).toEqual(['google', 'docomo-type']);
  });
});

describe('result codes', () => {
  it('map area save results to statuses', () => {
    expect(areaSaveResultStatus).toEqual({ 1: 200, 2: 400, 3: 404, 4: 500 });
    expect(areaSaveStatusOf(1)).toBe(200);
    expect(areaSaveStatusOf(3)).toBe(404);
    expect(areaSaveStatusOf(99)).toBe(500);
    expect(areaSaveStatusOf('1')).toBe(500);
  });
});

describe('points', () => {
  it('has codes 0..5', () => {
    expect(pointCodeIds).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('waits attempt × 1 s between three tries and fails from status 500', () => {
    expect(pointAddRetryPolicy.maxTries).toBe(3);
    expect([1, 2, 3].map(pointAddRetryWaitMs)).toEqual([...pointAddRetryPolicy.waitMs]);
    expect(isPointAddFailureStatus(499)).toBe(false);
    expect(isPointAddFailureStatus(500)).toBe(true);
    expect(isPointAddFailureStatus(503)).toBe(true);
  });
});

describe('entry parameters', () => {
  it('only allow empty values for profile, campaign values and returnError', () => {
    expect([...emptyAllowedParamNames].sort()).toEqual(
      [
        'profile',
        'returnError',
        'utm_campaign',
        'utm_content',
        'utm_medium',
        'utm_source',
        'utm_term',
      ].sort(),
    );
    for (const name of emptyAllowedParamNames) expect(entryParamNames).toContain(name);
    expect(entryParamNames).toContain('client_id');
    expect(new Set(entryParamNames).size).toBe(entryParamNames.length);
  });
});

describe('legacy validators', () => {
  it('sum their flags without collisions', () => {
    const { Ok, Format, Length } = LegacyValidationFlag;
    expect(Ok).toBe(0);
    expect(Format + Length).toBe(3);
    expect(Format & Length).toBe(0);
  });
});

describe('cross-app paths', () => {
  it('names the hub login and mail landing pages, the hand-back endpoint and the provider mount', () => {
    expect(validateEmailPathOf('login')).toBe('/login/validate/email');
    expect(validateEmailPathOf('register')).toBe('/register/validate/email');
    expect(Object.values(HubPagePath)).toEqual([
      '/login',
      '/login/validate/email',
      '/register/validate/email',
      '/register/validate/timeout',
      '/AuthenRegister/Email/Complete',
      '/AuthenRegister/timeout',
    ]);
    expect(AuthHostPath).toEqual({
      authorization: '/memberbase/v1/authorization',
      oidc: '/memberbase/v1/oidc',
    });
    expect(ApiPathPrefix).toEqual({ memberApi: '/member/v1', authHost: '/memberbase/v1' });
  });

  it('keeps profile page prefixes apart from hub pages and API prefixes (one owner per path)', () => {
    const owned: string[] = [...Object.values(HubPagePath), ...Object.values(ApiPathPrefix)];
    for (const prefix of profilePagePrefixes) {
      expect(prefix).toMatch(/^\/[A-Za-z]/);
      for (const path of owned) {
        expect(path === prefix || path.startsWith(`${prefix}/`)).toBe(false);
      }
    }
    expect(new Set(profilePagePrefixes).size).toBe(profilePagePrefixes.length);
  });

  it('builds the profile mail-link URL the server mails (/valid with referenceKey and mode)', () => {
    expect(ProfilePagePath.mailLinkValid).toBe('/valid');
    expect(mailLinkValidUrl('http://localhost:5170/', 'update', 'k-1')).toBe(
      'http://localhost:5170/valid?referenceKey=k-1&mode=update',
    );
    expect(profilePagePrefixes.some((p) => ProfilePagePath.mailLinkValid.startsWith(p))).toBe(true);
  });
});

describe('internal error messages', () => {
  it('are the six texts of hub spec §8 and the game registration sign-in text, the nickname one shared with the generator', () => {
    expect(internalErrorMessages).toEqual([
      'sign in with custom token failed',
      'check if logged-in user failed',
      'resultCode is not 1',
      'service locked',
      'GetMe API ERROR',
      'generate nickname retry count max',
      'sign-in with custom token failed',
    ]);
    expect(InternalErrorMessage.NicknameRetryMax).toBe(GENERATED_NICKNAME_ERROR_MESSAGE);
    expect(isInternalErrorMessage('GetMe API ERROR')).toBe(true);
    expect(isInternalErrorMessage('getme api error')).toBe(false);
  });
});

describe('avatar return paths', () => {
  it('are hub pages, not profile pages', () => {
    for (const path of Object.values(AvatarReturnHubPath) as string[]) {
      expect(profilePagePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))).toBe(
        false,
      );
    }
  });
});
