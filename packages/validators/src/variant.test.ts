import { describe, expect, it } from 'vitest';

import {
  appNameFor,
  communityVariant,
  isMemberSiteReferrer,
  membersVariant,
  mergeServiceUsageFor,
  resolveVariant,
} from './variant';

describe('resolveVariant', () => {
  it('is the community service by default', () => {
    expect(resolveVariant({})).toBe(communityVariant);
    expect(resolveVariant({ returnUrl: 'http://localhost:5190/callback' })).toBe(communityVariant);
  });

  it('is the members service for serviceId 1006 or the lamember marker in returnUrl', () => {
    expect(resolveVariant({ serviceId: '1006' })).toBe(membersVariant);
    expect(resolveVariant({ returnUrl: 'https://x.example.jp/lamembers/cb' })).toBe(membersVariant);
    expect(resolveVariant({ serviceId: '1004', returnUrl: 'http://localhost:5191/lamember' })).toBe(
      membersVariant,
    );
  });

  it('hides Google and records service code 2 for the members service', () => {
    expect(membersVariant.offersGoogle).toBe(false);
    expect(membersVariant.historyServiceCode).toBe('2');
    expect(communityVariant.offersGoogle).toBe(true);
    expect(communityVariant.historyServiceCode).toBe('1');
  });
});

describe('the capabilities each variant carries (hub spec §2, §4; profile spec §2)', () => {
  const table = {
    pushService: ['rakucom', 'lamembers'],
    offersGoogle: [true, false],
    offersAppLinkHelp: [false, true],
    profileEditPath: ['/profileEdit', '/memberProfileEdit'],
    offersGoToLogin: [true, false],
    registersSignedIn: [false, true],
    migrationLoginSignsOut: [false, true],
    grantsBonusPoints: [false, true],
    asksPurchaseShop: [false, true],
    emailChangeSignsOut: [false, true],
    timeoutShowsEmailForm: [false, true],
    showsOldServiceLink: [true, false],
    saveLoaderDelayMs: [1400, 4000],
  } as const;

  it.each(Object.entries(table))('%s (community, members): %j', (capability, [community, members]) => {
    const key = capability as keyof typeof table;
    expect(communityVariant[key]).toBe(community);
    expect(membersVariant[key]).toBe(members);
  });

  it('the variant chosen by the entry carries them', () => {
    expect(resolveVariant({ serviceId: '1006' }).profileEditPath).toBe('/memberProfileEdit');
    expect(resolveVariant({ returnUrl: 'https://x.example.jp/cb' }).pushService).toBe('rakucom');
  });

  it('a serviceId that is not exactly a service id string does not select the members service', () => {
    for (const serviceId of ['1006 ', '01006', '+1006', '1006.0', '1005', '']) {
      expect(resolveVariant({ serviceId })).toBe(communityVariant);
    }
  });
});

describe('mergeServiceUsageFor', () => {
  it('keeps the usage of the same service and upgrades to both for the other one', () => {
    expect(mergeServiceUsageFor('1', communityVariant)).toBe('1');
    expect(mergeServiceUsageFor('1', membersVariant)).toBe('3');
    expect(mergeServiceUsageFor('3', communityVariant)).toBe('3');
    expect(mergeServiceUsageFor(undefined, membersVariant)).toBe('2');
  });
});

describe('appNameFor', () => {
  it('names the rules and point pages by path, others by variant', () => {
    expect(appNameFor('/termsofservice/personalInformation', communityVariant)).toBe('personalInfo');
    expect(appNameFor('/termsofservice/point', membersVariant)).toBe('point');
    expect(appNameFor('/login', membersVariant)).toBe('membership');
    expect(appNameFor('/login', communityVariant)).toBe('community');
  });
});

describe('isMemberSiteReferrer', () => {
  const origins = ['https://members.example.jp', 'http://127.0.0.1:6191'];

  it('is true for a page of one of the member-site origins, whatever its path, query or case', () => {
    expect(isMemberSiteReferrer('https://members.example.jp/top', origins)).toBe(true);
    expect(isMemberSiteReferrer('https://members.example.jp', origins)).toBe(true);
    expect(isMemberSiteReferrer('https://MEMBERS.example.jp:443/a?b=c#d', origins)).toBe(true);
    expect(isMemberSiteReferrer('http://127.0.0.1:6191/prefectures', origins)).toBe(true);
  });

  it('is false for look-alike hosts and addresses that only contain the origin as text', () => {
    for (const referer of [
      'https://members.example.jp.evil.test/',
      'https://evil-members.example.jp/',
      'https://sub.members.example.jp/',
      'https://members.example.jp@evil.test/',
      'https://evil.test/?from=https://members.example.jp',
      'https://evil.test/https://members.example.jp/',
      'http://members.example.jp/',
      'https://members.example.jp:8443/',
      'http://127.0.0.1:6190/',
      'http://localhost:6191/',
      'javascript:alert("https://members.example.jp")',
      ' https://members.example.jp/',
    ]) {
      expect(isMemberSiteReferrer(referer, origins), referer).toBe(false);
    }
  });

  it('is false for another referrer, none, or no member-site origins', () => {
    expect(isMemberSiteReferrer('https://community.example.jp/', origins)).toBe(false);
    expect(isMemberSiteReferrer('lamember', origins)).toBe(false);
    expect(isMemberSiteReferrer(undefined, origins)).toBe(false);
    expect(isMemberSiteReferrer(null, origins)).toBe(false);
    expect(isMemberSiteReferrer('', origins)).toBe(false);
    expect(isMemberSiteReferrer('https://members.example.jp/', [])).toBe(false);
    expect(isMemberSiteReferrer('https://members.example.jp/', ['not an origin'])).toBe(false);
  });
});
