import { createMemberApiError, type MemberApiClient } from '@member-hub/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { addPointWithRetry, isRetryablePointAddFailure } from './add-point';

const ok = { pointCode: 1, granted: true, point: 10, balance: 10 };
const base = { call: 'addPoint', method: 'POST', path: '/member/v1/pointAdd' };
const serverError = (status: number) =>
  createMemberApiError('server', 'server', { ...base, status, code: 'server.error', body: undefined });
const httpError = (status: number) =>
  createMemberApiError('http', 'http', { ...base, status, code: 'point.item_not_filled', body: undefined });
const timeout = () => createMemberApiError('timeout', 'timeout', { ...base, status: undefined });

function api(...answers: (Error | typeof ok)[]) {
  const addPoint = vi.fn<MemberApiClient['addPoint']>();
  for (const answer of answers) {
    if (answer instanceof Error) addPoint.mockRejectedValueOnce(answer);
    else addPoint.mockResolvedValueOnce(answer);
  }
  return { addPoint };
}

describe('addPointWithRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the membership service id and the point code, and answers at once on success', async () => {
    const fake = api(ok);
    await expect(addPointWithRetry(fake, 1)).resolves.toEqual(ok);
    expect(fake.addPoint).toHaveBeenCalledWith({ body: { serviceId: 1006, pointCode: 1 } });
  });

  it('retries a status ≥ 500 up to 3 times, waiting 1, 2 and 3 s', async () => {
    const fake = api(serverError(500), serverError(503), serverError(502), ok);
    const done = addPointWithRetry(fake, 2);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.addPoint).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.addPoint).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.addPoint).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fake.addPoint).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.addPoint).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fake.addPoint).toHaveBeenCalledTimes(4);
    await expect(done).resolves.toEqual(ok);
  });

  it('gives up after the third retry with the last failure', async () => {
    const last = serverError(500);
    const fake = api(serverError(500), serverError(500), serverError(500), last);
    const done = addPointWithRetry(fake, 3);
    const settled = expect(done).rejects.toBe(last);
    await vi.advanceTimersByTimeAsync(6_000);
    await settled;
    expect(fake.addPoint).toHaveBeenCalledTimes(4);
  });

  it('retries a timeout, but not a 4xx answer', async () => {
    const retried = api(timeout(), ok);
    const done = addPointWithRetry(retried, 4);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(done).resolves.toEqual(ok);

    const refused = httpError(400);
    const final = api(refused);
    await expect(addPointWithRetry(final, 5)).rejects.toBe(refused);
    expect(final.addPoint).toHaveBeenCalledTimes(1);
  });

  it('counts 500 and above as failures, 4xx and non-API errors not', () => {
    expect(isRetryablePointAddFailure(serverError(500))).toBe(true);
    expect(isRetryablePointAddFailure(serverError(599))).toBe(true);
    expect(isRetryablePointAddFailure(httpError(404))).toBe(false);
    expect(isRetryablePointAddFailure(new Error('boom'))).toBe(false);
  });
});
