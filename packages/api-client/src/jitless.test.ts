// The SPAs' CSP forbids eval: once '@member-hub/api-client/jitless' is imported, zod must never
// construct a Function (neither the allowsEval probe nor the object-parser compiler).
import { afterEach, describe, expect, it } from 'vitest';

const RealFunction = globalThis.Function;

afterEach(() => {
  globalThis.Function = RealFunction;
});

describe('@member-hub/api-client/jitless', () => {
  it('keeps zod from calling new Function while building and parsing the contract schemas', async () => {
    let constructed = 0;
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args: string[]) {
        constructed += 1;
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args: string[]) {
        constructed += 1;
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    await import('./jitless');
    const { z } = await import('zod');
    const { createMeBody, sendMailLinkBody } = await import('./contract');
    const schema = z.object({ a: z.string(), b: z.object({ c: z.number() }) });
    for (let i = 0; i < 3; i += 1) {
      expect(schema.parse({ a: 'x', b: { c: 1 } })).toEqual({ a: 'x', b: { c: 1 } });
      expect(createMeBody.safeParse({ nickname: 'taro1' }).success).toBe(true);
      expect(sendMailLinkBody.safeParse({ email: 'a@example.com', loginParamKey: 'k' }).success).toBe(true);
    }
    expect(z.config().jitless).toBe(true);
    expect(constructed).toBe(0);
  });
});
