import { type PasskeySignInState } from '@member-hub/ui';
import { type ClientContext, useClientContext } from '@member-hub/app-kit/client-context';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { type HubServices, useHubServices } from '../../../shell/ServicesContext';
import { RoutePath } from '../../../route-paths';
import { type PasskeySignInResult, signInWithPasskey, type StartAuthentication } from '../passkey';

/** What the /login screen shows of a passkey sign-in that did not complete. */
export type PasskeyTrouble = Extract<PasskeySignInState, 'cancelled' | 'failed'>;

export interface PasskeyLogin {
  /** The browser can do WebAuthn at all: the button is shown only then. */
  readonly supported: boolean;
  readonly state: PasskeySignInState;
  start(): Promise<void>;
}

/** WebAuthn in this browser (checked without loading the library: /login's first paint stays small). */
function browserHasWebAuthn(win: Window): boolean {
  return typeof (win as { PublicKeyCredential?: unknown }).PublicKeyCredential === 'function';
}

async function conditionalMediationAvailable(win: Window): Promise<boolean> {
  const api = (win as { PublicKeyCredential?: { isConditionalMediationAvailable?: () => Promise<boolean> } })
    .PublicKeyCredential;
  try {
    return (await api?.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}

/** Whether /login is still on screen, and where a begun ceremony leaves its way to end. */
interface LoginScreen {
  onScreen(): boolean;
  began(cancel: () => void): void;
}

/**
 * `@simplewebauthn/browser`'s ceremony, loaded with the first tap (or the field's autofill). The
 * challenge and the library arrive over the network: a member who has gone on meanwhile (to
 * 新規会員登録, say) gets no ceremony — the browser's suggestions would look for /login's e-mail
 * field, which is gone — and it ends as cancelled, quietly.
 */
function ceremony(useBrowserAutofill: boolean, screen: LoginScreen): StartAuthentication {
  return async ({ optionsJSON }) => {
    const { startAuthentication, WebAuthnAbortService } = await import('@simplewebauthn/browser');
    if (!screen.onScreen()) throw new DOMException('/login was left before the ceremony.', 'AbortError');
    screen.began(() => WebAuthnAbortService.cancelCeremony());
    const answer = await startAuthentication({
      optionsJSON: optionsJSON as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
      useBrowserAutofill,
    });
    return answer as unknown as Record<string, unknown>;
  };
}

/**
 * A refusal of the sign-in check (no member record, locked for the service, no status) is shown
 * as a failed passkey: the screen offers the mail link, whose sign-in meets the same check and
 * says what every sign-in says (as the mail link's own return goes back to /login).
 */
function troubleOf(result: PasskeySignInResult): PasskeyTrouble {
  return result.kind === 'cancelled' ? 'cancelled' : 'failed';
}

function runPasskeySignIn(
  services: HubServices,
  { client, variant }: ClientContext,
  useBrowserAutofill: boolean,
  screen: LoginScreen,
): Promise<PasskeySignInResult | null> {
  if (!client) {
    services.policy.genericError();
    return Promise.resolve(null);
  }
  return signInWithPasskey(
    { ...services, startAuthentication: ceremony(useBrowserAutofill, screen) },
    variant,
    client.returnUrl,
  );
}

/**
 * Sign in with the phone's fingerprint or face from /login: the large button, and the browser's
 * passkey suggestions on the e-mail field (conditional mediation) started once the page is
 * interactive. A completed sign-in goes to the hand-back as every sign-in; a cancelled autofill
 * (the member typed an address instead, or tapped the button) says nothing.
 */
export function usePasskeyLogin(): PasskeyLogin {
  const services = useHubServices();
  const context = useClientContext();
  const navigate = useNavigate();
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<PasskeySignInState>('idle');
  const mounted = useRef(true);
  // The ceremony waiting for the phone (the autofill's lasts as long as /login is open): ended
  // when /login goes away, so that no passkey prompt or suggestion outlives its screen.
  const cancelCeremony = useRef<(() => void) | undefined>(undefined);
  const screen: LoginScreen = {
    onScreen: () => mounted.current,
    began: (cancel) => {
      cancelCeremony.current = cancel;
    },
  };

  function settle(result: PasskeySignInResult | null, quietWhenCancelled: boolean) {
    if (!mounted.current || !result) return;
    if (result.kind === 'complete') {
      void navigate(RoutePath.loginComplete);
      return;
    }
    if (quietWhenCancelled && result.kind === 'cancelled') return;
    setState(troubleOf(result));
  }

  // /login ends with the commit that takes its screen away, where a layout effect's cleanup runs:
  // an effect's cleanup runs only after it, and in between the e-mail field is already gone while
  // a challenge arriving then would still begin the ceremony.
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      cancelCeremony.current?.();
      cancelCeremony.current = undefined;
    };
  }, []);

  useEffect(() => {
    const win = window;
    if (!browserHasWebAuthn(win)) return undefined;
    setSupported(true);
    void conditionalMediationAvailable(win).then(async (available) => {
      if (!available || !mounted.current) return;
      // Started by the page, not by the member: a failure here (the member API unreachable, the
      // rate limit) is reported, never a screen change while the member types an address.
      try {
        settle(await runPasskeySignIn(services, context, true, screen), true);
      } catch (error) {
        services.report?.(error, { step: 'passkey autofill' });
      }
    });
    return undefined;
    // Once per visit of /login: a second run would replace the pending suggestion's challenge.
  }, []);

  async function start() {
    setState('busy');
    const outcome = await services.flows.run('passkey', () =>
      runPasskeySignIn(services, context, false, screen),
    );
    if (outcome.ok && outcome.value) settle(outcome.value, false);
    else if (mounted.current) setState('idle');
  }

  return { supported, state, start };
}
