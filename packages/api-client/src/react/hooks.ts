import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';

import type { MemberApiError } from '../client/errors';
import type { AuthorizationBodyInput, AuthorizationResponse, SendMailLinkBody } from '../contract/login';
import type {
  CreateMeBodyInput,
  LoginHistoryBody,
  MeResponse,
  NicknameCheckResponse,
  UpdateMeBodyInput,
} from '../contract/member';
import { useMemberApiClient } from './context';
import { memberApiKeys } from './keys';

// Hooks do not retry by default: a failed call already waited up to 15 s, and the spec's status
// policy (timeout dialog, auth return, generic error page) decides what happens next.

type QueryOptions<T, K extends readonly unknown[]> = Omit<
  UseQueryOptions<T, MemberApiError, T, K>,
  'queryKey' | 'queryFn'
>;
type MutationOptions<T, V> = Omit<UseMutationOptions<T, MemberApiError, V>, 'mutationFn'>;

/** The signed-in member. `registerNum: true` adds the registration-number fields. */
export function useMe(
  options: { registerNum?: boolean } & QueryOptions<MeResponse, ReturnType<typeof memberApiKeys.me>> = {},
) {
  const client = useMemberApiClient();
  const { registerNum, ...queryOptions } = options;
  return useQuery({
    retry: false,
    ...queryOptions,
    queryKey: memberApiKeys.me({ registerNum }),
    queryFn: ({ signal }) => client.getMe({ query: registerNum ? { registerNum: '1' } : {}, signal }),
  });
}

/** Duplicate check of a nickname (`exsist`); runs only for a non-empty nickname. */
export function useNicknameCheck(
  nickname: string,
  options: { rakucomId?: string } & QueryOptions<
    NicknameCheckResponse,
    ReturnType<typeof memberApiKeys.nickname>
  > = {},
) {
  const client = useMemberApiClient();
  const { rakucomId, enabled, ...queryOptions } = options;
  return useQuery({
    retry: false,
    ...queryOptions,
    enabled: nickname.length > 0 && (enabled ?? true),
    queryKey: memberApiKeys.nickname(nickname, rakucomId),
    queryFn: ({ signal }) =>
      client.checkNickname({ query: rakucomId ? { nickname, rakucomId } : { nickname }, signal }),
  });
}

/** Records a login history entry. */
export function useLoginHistoryMutation(options: MutationOptions<void, LoginHistoryBody> = {}) {
  const client = useMemberApiClient();
  return useMutation({ ...options, mutationFn: (body) => client.addLoginHistory({ body }) });
}

export type SaveProfileVariables =
  { mode: 'create'; body: CreateMeBodyInput } | { mode: 'update'; body: UpdateMeBodyInput };

/** POST (mode create) or PUT (mode update) /member/v1/me; the answered member refreshes `me`. */
export function useSaveProfileMutation(options: MutationOptions<MeResponse, SaveProfileVariables> = {}) {
  const client = useMemberApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (variables) =>
      variables.mode === 'create'
        ? client.createMe({ body: variables.body })
        : client.updateMe({ body: variables.body }),
    onSuccess: async (me, variables, ...rest) => {
      queryClient.setQueryData(memberApiKeys.me(), me);
      await queryClient.invalidateQueries({
        queryKey: memberApiKeys.meAll,
        exact: false,
        refetchType: 'none',
      });
      await options.onSuccess?.(me, variables, ...rest);
    },
  });
}

/** POST /member/v1/authorization → { code, secureCode } for /memberbase/v1/authorization. */
export function useAuthorizationMutation(
  options: MutationOptions<AuthorizationResponse, AuthorizationBodyInput> = {},
) {
  const client = useMemberApiClient();
  return useMutation({ ...options, mutationFn: (body) => client.authorize({ body }) });
}

export interface SendMailLinkVariables {
  /** 'login' → mailLinks!login, 'register' → mailLinks!register. */
  mode: 'login' | 'register';
  body: SendMailLinkBody;
}

/** Mails a sign-in link for login or registration. */
export function useSendMailLinkMutation(options: MutationOptions<void, SendMailLinkVariables> = {}) {
  const client = useMemberApiClient();
  return useMutation({
    ...options,
    mutationFn: ({ mode, body }) =>
      mode === 'register' ? client.sendRegisterMailLink({ body }) : client.sendLoginMailLink({ body }),
  });
}
