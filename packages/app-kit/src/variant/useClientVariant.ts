import { type ClientContext } from '../client-context/client-context';
import { useClientContext } from '../client-context/context';

/** The client context under the name screens know it by (the saved entry, its variant and layout). */
export type ClientVariant = ClientContext;

/** The saved client entry, the variant it selects and its layout (read again on every navigation). */
export function useClientVariant(): ClientVariant {
  return useClientContext();
}
