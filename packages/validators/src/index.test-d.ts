import type { InterestId, PrefectureId, ServiceUsageId, SexId } from '@member-hub/enums';
import { describe, expectTypeOf, it } from 'vitest';

import {
  type BirthdayChange,
  birthdayChangeOf,
  type ClientRecord,
  type Failure,
  type MessageCode,
  mergeServiceUsage,
  parseEntryParams,
  type ProfileEditValues,
  type ProfileRegisterValues,
  renderMessage,
  validateEmail,
  validatePasswordChange,
} from './index';

describe('public types', () => {
  it('plain rules return coded failures or null', () => {
    expectTypeOf(validateEmail('x')).toEqualTypeOf<Failure<
      'email.required' | 'email.format' | 'email.rfc'
    > | null>();
    expectTypeOf(validatePasswordChange({})).toExtend<Failure | null>();
  });

  it('message codes are a closed union', () => {
    expectTypeOf<'email.rfc'>().toExtend<MessageCode>();
    expectTypeOf<'email.typo'>().not.toExtend<MessageCode>();
    expectTypeOf(renderMessage).parameter(1).toEqualTypeOf<'ja' | 'en' | undefined>();
  });

  it('the entry result narrows on ok', () => {
    const result = parseEntryParams('', { allowedReturnUrlPrefixes: [] });
    if (result.ok) {
      expectTypeOf(result.value).toEqualTypeOf<ClientRecord>();
      expectTypeOf(result.value.returnUrl).toEqualTypeOf<string>();
      expectTypeOf(result.value.clientId).toEqualTypeOf<string | undefined>();
    } else {
      expectTypeOf(result.failures[0]!.code).toExtend<MessageCode>();
    }
  });

  it('profile schemas output enum ids', () => {
    expectTypeOf<ProfileRegisterValues['prefecture']>().toEqualTypeOf<PrefectureId>();
    expectTypeOf<ProfileRegisterValues['sex']>().toEqualTypeOf<SexId>();
    expectTypeOf<ProfileEditValues['interests']>().toEqualTypeOf<InterestId[]>();
  });

  it('member record rules answer enum ids and a closed change result', () => {
    expectTypeOf(mergeServiceUsage('1', '2')).toEqualTypeOf<ServiceUsageId>();
    expectTypeOf(birthdayChangeOf).returns.toEqualTypeOf<BirthdayChange>();
    expectTypeOf<BirthdayChange['kind']>().toEqualTypeOf<'unchanged' | 'set' | 'limit'>();
  });
});
