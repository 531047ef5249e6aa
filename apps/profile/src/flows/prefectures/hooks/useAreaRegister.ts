import { embedParentOrigins } from '@member-hub/deployment-config/embed';
import { deployment } from '@member-hub/app-kit/config';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useProfileServices } from '../../../shell/Providers';
import { type AreaState, canRegister, initialAreaState, loadArea, refererOf, saveArea } from '../area-flow';
import { type EmbedSession, type EmbedWindow, startEmbedSession } from '../embed-session';

/** The deployment's allow-list of parents (two staging origins, the community and member sites). */
const allowedOrigins = embedParentOrigins(deployment);

/**
 * Wires the embedded flow: the parent session (embed-session.ts) and the two calls (area-flow.ts).
 * The calls go through the API client directly, not the query client: the app's error policy
 * would send a 500 to the generic error page, and this screen must show its own retry text
 * inside the parent page instead (profile §4).
 */
export function useAreaRegister(win: Window = window) {
  const { api } = useProfileServices();
  const [state, setState] = useState<AreaState>(initialAreaState);
  const session = useRef<EmbedSession | null>(null);

  useEffect(() => {
    let active = true;
    session.current = startEmbedSession({
      window: win as unknown as EmbedWindow,
      allowedOrigins,
      onEncryptedId: (encryptedId) => {
        void loadArea(api, encryptedId).then((next) => {
          if (active) setState(next);
        });
      },
      onFailure: () => setState({ step: 'error', kind: 'unavailable' }),
    });
    return () => {
      active = false;
      session.current?.dispose();
    };
  }, [api, win]);

  const choose = useCallback((prefecture: number) => {
    setState((current) => (current.step === 'form' ? { ...current, selected: prefecture } : current));
  }, []);

  const register = useCallback(() => {
    if (!canRegister(state)) return;
    setState({ ...state, saving: true });
    void saveArea(api, state, refererOf(new URLSearchParams(win.location.search))).then(
      ({ status, next }) => {
        session.current?.report(status);
        setState(next);
      },
    );
  }, [api, state, win]);

  const reload = useCallback(() => win.location.reload(), [win]);

  return { state, choose, register, reload, canRegister: canRegister(state) };
}
