import { describe, expect, it } from 'vitest';

import {
  entryParamsSchema,
  isAcceptedHidden,
  parseEntryParams,
  parseKantanLaunchParams,
} from './entry-params';

const allowedReturnUrlPrefixes = ['https://community.example.jp/'];
const base = {
  returnUrl: 'https://community.example.jp/callback',
  state: 's1',
  scope: 'openid',
  nonce: 'n1',
  clientId: 'community',
};

const codes = (result: ReturnType<typeof parseEntryParams>) =>
  result.ok ? [] : result.failures.map((f) => f.code);

describe('parseEntryParams', () => {
  it('returns the normalised client record for a valid entry', () => {
    const result = parseEntryParams(
      { ...base, hidden: '1', returnError: 'true', unknown: 'x' },
      { allowedReturnUrlPrefixes },
    );
    expect(result).toEqual({ ok: true, value: { ...base, hidden: '1', returnError: true } });
  });

  it('reads client_id as clientId', () => {
    const { clientId: _drop, ...rest } = base;
    const result = parseEntryParams({ ...rest, client_id: 'members' }, { allowedReturnUrlPrefixes });
    expect(result.ok && result.value.clientId).toBe('members');
  });

  it('accepts a query string and URLSearchParams', () => {
    const qs = new URLSearchParams(base).toString();
    expect(parseEntryParams(qs, { allowedReturnUrlPrefixes }).ok).toBe(true);
    expect(parseEntryParams(new URLSearchParams(base), { allowedReturnUrlPrefixes }).ok).toBe(true);
  });

  it.each([
    'state',
    'scope',
    'nonce',
    'clientId',
    'client_id',
    'hidden',
    'serviceId',
    'token',
    'needsRefreshToken',
    'sid',
    'other',
  ])('rejects an empty %s', (name) => {
    const result = parseEntryParams({ ...base, [name]: '' }, { allowedReturnUrlPrefixes });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.failures[0]).toEqual({ code: 'entry.value_empty', params: { param: name } });
  });

  it.each(['profile', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'returnError'])(
    'accepts an empty %s',
    (name) => {
      expect(parseEntryParams({ ...base, [name]: '' }, { allowedReturnUrlPrefixes }).ok).toBe(true);
    },
  );

  it('lets needsRefreshToken be empty in migration register only', () => {
    const query = { ...base, needsRefreshToken: '' };
    expect(parseEntryParams(query, { allowedReturnUrlPrefixes, mode: 'migration-register' }).ok).toBe(true);
    expect(codes(parseEntryParams(query, { allowedReturnUrlPrefixes }))).toEqual(['entry.value_empty']);
  });

  it('requires an allowed returnUrl', () => {
    const { returnUrl: _drop, ...rest } = base;
    expect(codes(parseEntryParams(rest, { allowedReturnUrlPrefixes }))).toEqual(['entry.return_url.missing']);
    expect(
      codes(
        parseEntryParams(
          { ...base, returnUrl: 'https://community.example.jp.evil.test/' },
          { allowedReturnUrlPrefixes },
        ),
      ),
    ).toEqual(['entry.return_url.not_allowed']);
    expect(codes(parseEntryParams({ ...base, returnUrl: '' }, { allowedReturnUrlPrefixes }))).toEqual([
      'entry.value_empty',
    ]);
  });

  it.each(['0', 'true', '2', ' 1'])('rejects hidden=%j', (hidden) => {
    expect(codes(parseEntryParams({ ...base, hidden }, { allowedReturnUrlPrefixes }))).toEqual([
      'entry.hidden.invalid',
    ]);
  });

  it('rejects a value given twice, and clientId together with client_id', () => {
    expect(
      codes(parseEntryParams(`${new URLSearchParams(base)}&state=again`, { allowedReturnUrlPrefixes })),
    ).toEqual(['entry.value_repeated']);
    expect(codes(parseEntryParams({ ...base, client_id: 'x' }, { allowedReturnUrlPrefixes }))).toEqual([
      'entry.value_repeated',
    ]);
  });

  it('reports every failure at once', () => {
    const result = parseEntryParams(
      { ...base, state: '', hidden: '2', returnUrl: 'https://evil.test/' },
      { allowedReturnUrlPrefixes },
    );
    expect(codes(result).sort()).toEqual([
      'entry.hidden.invalid',
      'entry.return_url.not_allowed',
      'entry.value_empty',
    ]);
  });
});

describe('parseKantanLaunchParams', () => {
  const kantan = {
    ...base,
    telno: '09012345678',
    modelno: 'F-01',
    sid: 'community',
    needsRefreshToken: 'true',
  };
  it('accepts a complete launch', () => {
    expect(parseKantanLaunchParams(kantan, { allowedReturnUrlPrefixes }).ok).toBe(true);
  });
  it.each(['profile', 'utm_source', 'telno', 'returnError'])(
    'rejects an empty %s (no exceptions)',
    (name) => {
      expect(codes(parseKantanLaunchParams({ ...kantan, [name]: '' }, { allowedReturnUrlPrefixes }))).toEqual(
        ['entry.value_empty'],
      );
    },
  );
  it('rejects a return address off the list', () => {
    expect(
      codes(
        parseKantanLaunchParams({ ...kantan, returnUrl: 'https://evil.test/' }, { allowedReturnUrlPrefixes }),
      ),
    ).toEqual(['entry.return_url.not_allowed']);
  });
});

describe('isAcceptedHidden', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['1', true],
    ['0', false],
    ['', false],
  ])('%j → %j', (value, expected) => {
    expect(isAcceptedHidden(value)).toBe(expected);
  });
});

describe('entryParamsSchema', () => {
  const schema = entryParamsSchema({ allowedReturnUrlPrefixes });
  it('outputs the client record', () => {
    expect(schema.parse({ ...base, client_id: undefined })).toEqual(base);
  });
  it('puts the message code in the issue message and the parameter in its path', () => {
    const result = schema.safeParse({ ...base, nonce: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'entry.value_empty',
      path: ['nonce'],
      params: { param: 'nonce' },
    });
  });
});
