import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';

import { memberApi } from '../contract/registry';
import { buildOpenApiDocument } from './index';

const doc = buildOpenApiDocument(memberApi, { serverUrl: 'http://localhost:5180' });

describe('buildOpenApiDocument', () => {
  it('passes the OpenAPI 3.1 schema validation', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(doc) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  }, 60_000);

  it('rejects a document that is not OpenAPI (the check can fail)', async () => {
    const broken = { ...structuredClone(doc), info: undefined } as unknown as Parameters<
      Validator['validate']
    >[0];
    expect((await new Validator().validate(broken)).valid).toBe(false);
  }, 60_000);

  it('lists every call under its method and path with its statuses', () => {
    for (const [name, call] of Object.entries(memberApi)) {
      const op = doc.paths[call.path]?.[call.method.toLowerCase()];
      expect(op, `${name} missing`).toBeDefined();
      expect(op?.operationId).toBe(name);
      const statuses = Object.keys(op?.responses ?? {})
        .map(Number)
        .sort();
      expect(statuses).toEqual([...Object.keys(call.responses).map(Number), ...call.errors].sort());
    }
    expect(Object.values(doc.paths).flatMap((item) => Object.keys(item))).toHaveLength(
      Object.keys(memberApi).length,
    );
  });

  it('describes path parameters as required path parameters', () => {
    const user = doc.paths['/member/v1/daccount/{daccountEntryUserId}']?.get;
    expect(user?.parameters).toEqual([
      expect.objectContaining({ name: 'daccountEntryUserId', in: 'path', required: true }),
    ]);
  });

  it('describes query parameters, bodies and answers from the zod schemas', () => {
    const nickname = doc.paths['/member/v1/nickname']?.get;
    expect(nickname?.parameters?.map((p) => [p.name, p.required])).toEqual([
      ['nickname', true],
      ['rakucomId', false],
    ]);
    const exsist = nickname?.responses['200']?.content?.['application/json'].schema;
    expect(exsist).toMatchObject({ properties: { exsist: { type: 'boolean' } }, required: ['exsist'] });

    const getMe = doc.paths['/member/v1/me']?.get;
    expect(getMe?.parameters).toEqual([
      expect.objectContaining({
        name: 'registerNum',
        required: false,
        schema: expect.objectContaining({ const: '1' }),
      }),
    ]);
    const me = getMe?.responses['200']?.content?.['application/json'].schema as { required: string[] };
    expect(me.required).toEqual(
      expect.arrayContaining(['uid', 'status_code', 'serviceLocks', 'rakuPW', 'displayThumbnail']),
    );

    const mailLink = doc.paths['/member/v1/mailLinks!login']?.post;
    expect(mailLink?.security).toEqual([]);
    expect(mailLink?.requestBody?.content['application/json'].schema).toMatchObject({
      required: ['email', 'loginParamKey'],
    });
    expect(mailLink?.responses['204']).toEqual({ description: 'No Content' });
    expect(mailLink?.responses['400']?.content?.['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiErrorBody',
    });

    // Defaults make a field optional on input: the mode flags may be omitted by the caller.
    const createMe = doc.paths['/member/v1/me']?.post?.requestBody?.content['application/json'].schema as {
      required: string[];
    };
    expect(createMe.required).toEqual(['nickname']);
    expect(doc.paths['/member/v1/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });
});
