/**
 * The e-mail change's entry rule, run by the root loader before the entry rules (routes.tsx): kept
 * apart from change-email.ts so that the entry chunk does not carry the flow (and the API client
 * it imports). change-email.ts re-exports it.
 */
import { RoutePath } from '../../route-paths';

/** The completion query: the mail-link check sends the member back with state=updated. */
export const UPDATED_STATE = 'updated';

export function isUpdatedReturn(search: string | URLSearchParams): boolean {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return query.get('state') === UPDATED_STATE;
}

/**
 * /changeEmail?state=updated (the return from the mail-link check) → the completion. Checked
 * before the entry rules: this `state` is not the client's OAuth state.
 */
export function changeEmailEntry(url: URL): typeof RoutePath.changeEmailComplete | null {
  return url.pathname === RoutePath.changeEmail && isUpdatedReturn(url.searchParams)
    ? RoutePath.changeEmailComplete
    : null;
}
