/**
 * The embedded prefecture flow's decisions (profile spec §4 "Embedded prefecture flow", §8):
 * loading, then the error view (origin not allowed, 7 s time-out, an error) or the form; the
 * register button once a prefecture other than unselected is chosen; update type 'new' when the
 * loaded prefecture is 0, else 'update'; status 200 → the thank-you view, 500/503 → the retry text,
 * others → 'currently unavailable'.
 */
import { type MemberApiClient, isMemberApiError } from '@member-hub/api-client';
import {
  AREA_ITEM_NAME,
  AREA_RETRY_STATUSES,
  AreaUpdateType,
  type AreaUpdateTypeId,
  isPrefectureCode,
  PREFECTURE_UNSELECTED,
  type PrefectureCode,
} from '@member-hub/enums';

export type AreaErrorKind = 'retry' | 'unavailable';

export type AreaState =
  | { readonly step: 'loading' }
  | { readonly step: 'error'; readonly kind: AreaErrorKind }
  | {
      readonly step: 'form';
      readonly encryptedId: string;
      /** The prefecture the member had when the form loaded (0 = not selected). */
      readonly loaded: number;
      readonly selected: number;
      readonly saving: boolean;
    }
  | { readonly step: 'complete' };

export const initialAreaState: AreaState = { step: 'loading' };

/** 'new' when the loaded prefecture is 0 (not selected), else 'update'. */
export function updateTypeOf(loaded: number): AreaUpdateTypeId {
  return loaded === PREFECTURE_UNSELECTED ? AreaUpdateType.New : AreaUpdateType.Update;
}

/** The register button is enabled once a prefecture other than unselected is set (and not while saving). */
export function canRegister(state: AreaState): state is Extract<AreaState, { step: 'form' }> & {
  selected: PrefectureCode;
} {
  return state.step === 'form' && !state.saving && isPrefectureCode(state.selected);
}

/** The view a save's status leads to. */
export function viewOfStatus(status: number): 'complete' | AreaErrorKind {
  if (status === 200) return 'complete';
  return (AREA_RETRY_STATUSES as readonly number[]).includes(status) ? 'retry' : 'unavailable';
}

/**
 * The status of a failed call: its HTTP status; no answer at all (network, time-out) counts as 503
 * (worth a reload); an answer outside the contract, or anything else, as 500.
 */
export function statusOfError(error: unknown): number {
  if (!isMemberApiError(error)) return 500;
  if (error.kind === 'contract') return 500;
  return typeof error.status === 'number' ? error.status : 503;
}

export type AreaApi = Pick<MemberApiClient, 'getEncryptedMe' | 'saveArea'>;

/** Reads the member's prefecture: the form, or the error view. */
export async function loadArea(api: AreaApi, encryptedId: string): Promise<AreaState> {
  try {
    const me = await api.getEncryptedMe({
      headers: { 'x-encrypted-id': encryptedId },
      query: { prefecture: '1' },
    });
    const loaded = me.prefecture.id;
    return { step: 'form', encryptedId, loaded, selected: loaded, saving: false };
  } catch (error) {
    const view = viewOfStatus(statusOfError(error));
    return { step: 'error', kind: view === 'complete' ? 'unavailable' : view };
  }
}

/** Saves the chosen prefecture: the status (to report to the parent) and the next state. */
export async function saveArea(
  api: AreaApi,
  form: Extract<AreaState, { step: 'form' }> & { selected: PrefectureCode },
  referer: string,
): Promise<{ status: number; next: AreaState }> {
  let status: number;
  try {
    await api.saveArea({
      headers: { 'x-encrypted-id': form.encryptedId },
      body: {
        item_name: AREA_ITEM_NAME,
        item_value: form.selected,
        update_type: updateTypeOf(form.loaded),
        referer,
      },
    });
    status = 200;
  } catch (error) {
    status = statusOfError(error);
  }
  const view = viewOfStatus(status);
  return { status, next: view === 'complete' ? { step: 'complete' } : { step: 'error', kind: view } };
}

/** The optional `referer` query of the screen, bounded ('' when absent). */
export function refererOf(search: URLSearchParams): string {
  // eslint-disable-next-line no-control-regex -- control characters mean nothing in an address
  return (search.get('referer') ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').slice(0, 2048);
}
