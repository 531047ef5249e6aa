/**
 * Where the mail-link check sends a second tap on the e-mail change's mail button when the change
 * was made by the first tap (the member API answers email_change.already_applied): the e-mail
 * change's completion, which then says the change is already done. A query name of its own:
 * `state` belongs to the client's entry. Shared by flows/mail-link and flows/change-email.
 */
import { RoutePath } from '../../route-paths';

export const ALREADY_CHANGED_PATH = `${RoutePath.changeEmailComplete}?done=before`;

export function isAlreadyChanged(search: string | URLSearchParams): boolean {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return query.get('done') === 'before';
}
