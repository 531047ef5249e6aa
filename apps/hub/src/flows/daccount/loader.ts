import { DAccountProcess, type DAccountProcessId, isDAccountProcessId } from '@member-hub/enums';
import { type LoaderGate, stepFailed, stepLoader } from '@member-hub/app-kit/guard';

import { type HubServices } from '../../shell/ServicesContext';
import { RoutePath } from '../../route-paths';
import {
  completeDaccount,
  handleDaccountReturn,
  readProcess,
  saveExpressDaccountMember,
  startDaccount,
} from './daccount';
import { daccountDepsOf, reportDaccountFailure } from './deps';
import { daccountReferrerOf } from './keys';

/** What the d-account start screen shows over its loader: the linkage-error dialog. */
export type DaccountStartShown = 'failed';

/**
 * /daccountRegister (hub §4 "D-account flow", the start screen) as a route loader: off to the
 * carrier relay under a one-time token, the error page for an incomplete entry, or the
 * linkage-error dialog. The process is the button's (`?process=`, `daccountStartPath`), else the
 * stored one; keyed by it and the entry.
 */
export const daccountStartLoader = (services: HubServices, gate: LoaderGate, atBuildTime: boolean) =>
  stepLoader<{ process: DAccountProcessId; client: unknown }, DaccountStartShown>({
    queryClient: () => services.flows.queryClient(),
    assign: (url) => services.assign(url),
    step: 'daccount-start',
    inputs: ({ request }, { client }) => {
      const asked = new URL(request.url).searchParams.get('process');
      const process =
        asked && isDAccountProcessId(asked)
          ? asked
          : (readProcess(services.storage) ?? DAccountProcess.Login);
      return { process, client };
    },
    gate,
    atBuildTime,
    run: async ({ process }, context) => {
      const run = await services.flows.run('daccount-start', () =>
        startDaccount(daccountDepsOf(services), context, process, daccountReferrerOf(process)),
      );
      if (!run.ok) return stepFailed;
      const result = run.value;
      if (result.kind === 'relay') return { kind: 'redirect', url: result.url };
      if (result.kind === 'entry-error') return RoutePath.error;
      reportDaccountFailure(services, result.error);
      return { show: 'failed' };
    },
  });

/** What the d-account complete screen shows over its loader: the linkage-error dialog. */
export type DaccountCompleteShown = 'failed';

/**
 * What the d-account return screen shows instead of moving on: the profile form (a new carrier
 * member with profile=input, signed in with the custom token) or the linkage-error dialog.
 */
export type DaccountAuthShown = 'form' | 'failed';

/**
 * /daccountRegister/auth (hub §4 "D-account flow"), the return from the carrier relay, as a route
 * loader: the page the return decides, the service's address, the express registration of a new
 * carrier member, or what the screen shows (the profile form, the linkage-error dialog). Keyed by
 * the page's query (the relay's answer).
 */
export const daccountAuthLoader = (services: HubServices, gate: LoaderGate, atBuildTime: boolean) =>
  stepLoader<string, DaccountAuthShown>({
    queryClient: () => services.flows.queryClient(),
    assign: (url) => services.assign(url),
    step: 'daccount-return',
    inputs: ({ request }) => new URL(request.url).search,
    gate,
    atBuildTime,
    run: async (search, context) => {
      const deps = daccountDepsOf(services);
      const outcome = await services.flows.run('daccount-return', () =>
        handleDaccountReturn(deps, context, search),
      );
      if (!outcome.ok) return stepFailed;
      const result = outcome.value;
      switch (result.kind) {
        case 'incorrect':
          return RoutePath.daccountIncorrect;
        case 'browser-changed':
          return RoutePath.registerBrowserChanged;
        case 'already-registered':
          return RoutePath.authenRegisterCarrierError;
        case 'not-connected':
        case 'not-registered':
          return RoutePath.daccountAuthError;
        case 'return':
          return { kind: 'redirect', url: result.url };
        case 'cancelled':
          return result.to;
        case 'complete':
          return RoutePath.daccountComplete;
        case 'profile-form':
          // 008_profileRegister on daccountAuthentication (signed in with the custom token).
          return { show: 'form' };
        case 'express': {
          const done = await services.flows.run('daccount-express', () =>
            saveExpressDaccountMember({ ...deps, api: services.api }, context),
          );
          if (!done.ok) return stepFailed;
          const saved = done.value;
          if (saved.kind === 'complete') return RoutePath.daccountComplete;
          if (saved.kind === 'not-authorized') {
            services.policy.returnUnauthorized();
            return null;
          }
          reportDaccountFailure(services, saved.error);
          return { show: 'failed' };
        }
        case 'failed':
          reportDaccountFailure(services, result.error);
          return { show: 'failed' };
      }
    },
  });

/**
 * /daccountRegister/auth/complete (daccountAuthenticationComplete) as a route loader behind the
 * route guard: the hand-back to the service, the incorrect-access page, or the linkage-error
 * dialog on the screen. Keyed by the entry: one entry is handed back once per page.
 */
export const daccountCompleteLoader = (services: HubServices, gate: LoaderGate, atBuildTime: boolean) =>
  stepLoader<{ client: unknown }, DaccountCompleteShown>({
    queryClient: () => services.flows.queryClient(),
    assign: (url) => services.assign(url),
    step: 'daccount-complete',
    inputs: (_args, { client }) => ({ client }),
    gate,
    atBuildTime,
    run: async (_inputs, context) => {
      const run = await services.flows.run('daccount-complete', () =>
        completeDaccount(daccountDepsOf(services), context),
      );
      if (!run.ok) return stepFailed;
      const result = run.value;
      if (result.kind === 'redirect') return result;
      if (result.kind === 'incorrect') return RoutePath.daccountIncorrect;
      reportDaccountFailure(services, result.error);
      return { show: 'failed' };
    },
  });
