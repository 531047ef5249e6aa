import { describe, expect, it } from 'vitest';

import {
  appNameFor,
  communityVariant,
  isMemberSiteReferrer,
  membersVariant,
  mergeServiceUsage,
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

describe('mergeServiceUsage', () => {
  it('keeps the usage of the same service and upgrades to both for the other one', () => {
    expect(mergeServiceUsage('1', communityVariant)).toBe('1');
    expect(mergeServiceUsage('1', membersVariant)).toBe('3');
    expect(mergeServiceUsage('3', communityVariant)).toBe('3');
    expect(mergeServiceUsage(undefined, membersVariant)).toBe('2');
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
  it('is true for a referrer on the member site (the members marker)', () => {
    expect(isMemberSiteReferrer('https://lamember.example.jp/top')).toBe(true);
  });

  it('is false for another referrer or none', () => {
    expect(isMemberSiteReferrer('https://community.example.jp/')).toBe(false);
    expect(isMemberSiteReferrer(undefined)).toBe(false);
    expect(isMemberSiteReferrer('')).toBe(false);
  });
});
