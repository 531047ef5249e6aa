import { describe, expectTypeOf, it } from 'vitest';

import { storedSessionMayExist, type StoredSessionCheckOptions } from './stored-session';

describe('storedSessionMayExist', () => {
  it('answers a boolean promise and needs no options', () => {
    expectTypeOf(storedSessionMayExist).returns.resolves.toEqualTypeOf<boolean>();
    expectTypeOf(storedSessionMayExist).parameter(0).toEqualTypeOf<StoredSessionCheckOptions | undefined>();
  });

  it('takes any IndexedDB factory and any storage with length and key()', () => {
    expectTypeOf<{ indexedDB: IDBFactory }>().toExtend<StoredSessionCheckOptions>();
    expectTypeOf<{ localStorage: Storage }>().toExtend<StoredSessionCheckOptions>();
    expectTypeOf<{
      localStorage: { getItem(key: string): string | null };
    }>().not.toExtend<StoredSessionCheckOptions>();
  });
});
