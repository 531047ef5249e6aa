import { memberApiKeys, useMemberApiClient } from '@member-hub/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useProfileServices } from '../../../shell/Providers';
import { type ProfileEditValues, saveProfileEdit, type SaveProfileEditResult } from '../profile-edit';
import { type ServiceVariant } from '@member-hub/validators';

export interface SaveProfileEditVariables {
  readonly uid: string;
  readonly values: ProfileEditValues;
  readonly initial: ProfileEditValues;
  readonly variant: ServiceVariant;
}

/**
 * The confirmation's save as a TanStack mutation over the flow function `saveProfileEdit`, which
 * answers every outcome as `{ kind }` (it never throws, so the screen decides per kind). A
 * completed save refreshes the cached member.
 */
export function useSaveProfileEdit() {
  const services = useProfileServices();
  const api = useMemberApiClient();
  const queryClient = useQueryClient();
  return useMutation<SaveProfileEditResult, unknown, SaveProfileEditVariables>({
    mutationKey: ['profile-edit-save'],
    mutationFn: (input) =>
      saveProfileEdit(
        { api, storage: services.storage, getIdToken: () => services.identity.getIdToken() },
        input,
      ),
    onSuccess: async (result) => {
      if (result.kind !== 'complete') return;
      queryClient.setQueryData(memberApiKeys.me(), result.me);
      await queryClient.invalidateQueries({ queryKey: memberApiKeys.meAll, refetchType: 'none' });
    },
  });
}
