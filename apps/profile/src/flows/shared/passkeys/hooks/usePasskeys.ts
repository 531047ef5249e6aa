import { type PasskeySummary } from '@member-hub/api-client';
import { useCallback, useEffect, useState } from 'react';

import { useProfileServices } from '../../../../shell/Providers';
import { addPasskey, listPasskeys, removePasskey, type StartRegistration } from '../passkeys';

export type PasskeyNotice = 'added' | 'removed' | 'cancelled' | 'failed' | null;

/** `@simplewebauthn/browser`'s ceremony, loaded with the tap on 追加. */
const startRegistration: StartRegistration = async ({ optionsJSON }) => {
  const browser = await import('@simplewebauthn/browser');
  const answer = await browser.startRegistration({
    optionsJSON: optionsJSON as unknown as Parameters<typeof browser.startRegistration>[0]['optionsJSON'],
  });
  return answer as unknown as Record<string, unknown>;
};

/** WebAuthn in this browser: 追加 is offered only then. */
export function browserCanAddPasskey(): boolean {
  return typeof (window as { PublicKeyCredential?: unknown }).PublicKeyCredential === 'function';
}

/** The profile edit's passkey section: the list, 削除 and 追加, and what the last action did. */
export function usePasskeys() {
  const { api } = useProfileServices();
  const [passkeys, setPasskeys] = useState<readonly PasskeySummary[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PasskeyNotice>(null);

  const reload = useCallback(async () => {
    setPasskeys(await listPasskeys(api));
  }, [api]);

  useEffect(() => {
    reload().catch(() => setNotice('failed'));
  }, [reload]);

  async function act(step: () => Promise<PasskeyNotice>) {
    setBusy(true);
    setNotice(null);
    try {
      setNotice(await step());
      await reload();
    } catch {
      setNotice('failed');
    } finally {
      setBusy(false);
    }
  }

  return {
    passkeys,
    busy,
    notice,
    remove: (passkeyId: string) =>
      act(async () => {
        await removePasskey(api, passkeyId);
        return 'removed';
      }),
    add: () =>
      act(async () => {
        const result = await addPasskey(api, startRegistration, navigator.userAgent);
        return result.kind;
      }),
  };
}
