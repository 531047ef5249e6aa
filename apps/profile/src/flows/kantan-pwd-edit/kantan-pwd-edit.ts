/**
 * The kantan password change (hub spec §2 "Other screens", §4 "Kantan password change", §5, §7,
 * §8; profile spec §2 KantanPwdEdit): POST /member/v1/kantanAuth with the bearer sign-in token,
 * empty modelno and telno, uid (the rakuUid), the current password in pwd and the new one in
 * newpwd. Result 1 succeeds, 4 is the wrong current password, anything else the retry text.
 */
import { isHttpError, type MemberApiClient, retryAfterMinutesOf } from '@member-hub/api-client';
import { internalError } from '@member-hub/app-kit/error-reporting';
import { InternalErrorMessage, KANTAN_LOCKOUT_MINUTES, KANTAN_SID, KantanResult } from '@member-hub/enums';

export type PasswordChangeResult =
  | { readonly kind: 'changed' }
  /** Result 4: '現在のパスワードが違います。再度入力してください。' */
  | { readonly kind: 'wrong-current' }
  /** 429 kantan.too_many_attempts: wait the minutes the server says are left, then try again. */
  | { readonly kind: 'locked-out'; readonly minutes: number }
  /** Another result: 'ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします。' */
  | { readonly kind: 'failed' }
  /** An unexpected HTTP status: 'エラーが発生しました。' */
  | { readonly kind: 'status-error'; readonly error: unknown };

export interface PasswordChangeDeps {
  readonly api: Pick<MemberApiClient, 'kantanAuth'>;
  readonly report?: (error: unknown, context?: Record<string, unknown>) => void;
}

export async function changeKantanPassword(
  deps: PasswordChangeDeps,
  rakuUid: string,
  values: { readonly currentPassword: string; readonly newPassword: string },
): Promise<PasswordChangeResult> {
  let resultCode: number;
  try {
    ({ resultCode } = await deps.api.kantanAuth({
      body: {
        uid: rakuUid,
        pwd: values.currentPassword,
        newpwd: values.newPassword,
        telno: '',
        modelno: '',
        sid: KANTAN_SID,
      },
    }));
  } catch (error) {
    if (isHttpError(error) && error.code === 'kantan.too_many_attempts')
      return { kind: 'locked-out', minutes: retryAfterMinutesOf(error) ?? KANTAN_LOCKOUT_MINUTES };
    if (isHttpError(error)) return { kind: 'status-error', error };
    throw error; // timeouts, 401, 5xx: the error policy
  }
  if (resultCode === KantanResult.Success) return { kind: 'changed' };
  if (resultCode === KantanResult.BadCredentials) return { kind: 'wrong-current' };
  deps.report?.(internalError(InternalErrorMessage.ResultCodeNotOne), {
    step: 'kantanPwdEdit',
    resultCode,
  });
  return { kind: 'failed' };
}
