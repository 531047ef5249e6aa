/**
 * Loading steps as route loaders: a loading-only screen (payout, single-sign-on check, …) is a
 * loader that starts its flow step and a loading view that shows while the step runs.
 *
 * The step runs as a query of the app's one QueryClient, keyed by the step's name and inputs, and
 * the result is kept for the life of the page: whatever runs the loader again (a revalidation, a
 * second visit of the same address, a second mount of the view) finds the step in flight or
 * answered and never starts it twice. The step does its own side effects (leaving for the service,
 * reporting a failure) inside the query, so they happen once too; it answers the in-app path the
 * view moves on to (replacing the loading screen in the history), which is the same at every visit,
 * or the flow's `redirect` result, which the loader follows itself (once, inside the step).
 *
 * The loader does not wait for the step: the loading view renders at once, as the screen did when
 * it started its step in an effect. It waits only for the entry rules of the same navigation
 * (`createLoaderGate`): a refused entry ends on the error page without starting the step. The
 * step receives the navigation's client context (the entry loader's answer) as an argument, so a
 * flow does not read the stored record again.
 *
 * A step that ends on its own screen (a dialog over the loading view) answers `{ show }`: the view
 * hands that value to the screen instead of moving on. A step whose next screen reads navigation
 * state answers `{ to, state }`.
 */
import { type QueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { Await, type LoaderFunctionArgs, Navigate, useLoaderData } from 'react-router';

import { type ClientContext, clientContextOf } from '../client-context/client-context';

/**
 * An in-app path with the navigation state the next screen reads (e.g. the address it names),
 * for a step whose screen handed its successor state when it navigated.
 */
export interface StepTo {
  readonly to: string;
  readonly state: unknown;
}

/**
 * Where the loading view goes once the step has answered: an in-app path (with its navigation
 * state), or nowhere.
 */
export type StepNext = string | StepTo | null;

/**
 * A step's answer when it failed and its failure has been handled (reported, the error page
 * shown): the step is not kept, so a later visit of the screen tries it again.
 */
export const stepFailed = Symbol('stepFailed');

/** A step's answer that keeps its screen and hands it `show` (e.g. a failure dialog to open). */
export interface StepShow<S = unknown> {
  readonly show: S;
}

/**
 * A step's answer that leaves the app for an address (the service, the relay): the flows' own
 * `redirect` result, so a step can answer it as it comes. The loader leaves inside the step, so a
 * revisit does not leave again; the loading view stays.
 */
export interface StepRedirect {
  readonly kind: 'redirect';
  readonly url: string;
}

/** What a step answers: where to go, nowhere, what its screen shows, or an address to leave for. */
export type StepAnswer<S = never> = StepNext | StepShow<S> | StepRedirect;

/** The loader data of a loading step: its answer (the in-app path it goes to), once it has one. */
export interface StepLoaderData {
  readonly next: Promise<StepNext | StepShow<unknown>> | null;
}

/**
 * Lets a child route's loader wait for the entry loader of the same navigation. Every loader of
 * one navigation receives the same Request, and react-router calls them from the root down; when
 * the entry loader did not run (a navigation it does not revalidate for) there is nothing to wait.
 */
export interface LoaderGate {
  /** Wraps the entry loader: its answer is remembered for the navigation's request. */
  entry<A extends LoaderFunctionArgs, R>(loader: (args: A) => Promise<R>): (args: A) => Promise<R>;
  /** True unless the entry loader of this request redirected (or failed). */
  passed(request: Request): Promise<boolean>;
  /**
   * The client context of this request: the entry loader's answer, or the saved one when the
   * entry loader did not run for it (the saved record has not changed since it last ran); null
   * when the entry was refused.
   */
  context(request: Request): Promise<ClientContext | null>;
}

const isClientContext = (value: unknown): value is ClientContext =>
  typeof value === 'object' && value !== null && 'variant' in value && 'client' in value;

/**
 * `saved`: the context of the record saved now (`readClientContext(storage)`); none by default
 * (the context of no entry).
 */
export function createLoaderGate(saved: () => ClientContext = () => clientContextOf(null)): LoaderGate {
  const answers = new WeakMap<Request, Promise<unknown>>();
  const context = async (request: Request): Promise<ClientContext | null> => {
    const answer = answers.get(request);
    if (!answer) return saved();
    try {
      const value = await answer;
      if (value instanceof Response) return null;
      return isClientContext(value) ? value : saved();
    } catch {
      return null;
    }
  };
  return {
    entry(loader) {
      return (args) => {
        const answer = loader(args);
        answers.set(args.request, answer);
        return answer;
      };
    },
    async passed(request) {
      return (await context(request)) !== null;
    },
    context,
  };
}

export interface StepLoaderOptions<I, S = never> {
  /** The one QueryClient of the app (loaded with the first API call). */
  queryClient: () => Promise<QueryClient>;
  /** Leaves the app for an address: what the step's `redirect` answer does (`location.assign`). */
  assign: (url: string) => void;
  /** The step's name: the first part of its query key. */
  step: string;
  /**
   * The step's inputs from the navigation and its client context (the rest of its key; a step
   * that hands back one entry is keyed by it); JSON-serialisable.
   */
  inputs: (args: LoaderFunctionArgs, context: ClientContext) => I;
  /**
   * Runs the step and its side effects with the navigation's client context; answers the in-app
   * path to go to next, null to stay, `{ show }` for its screen, a `redirect` to leave the app
   * for, or `stepFailed`.
   */
  run: (inputs: I, context: ClientContext) => Promise<StepAnswer<S> | typeof stepFailed>;
  /**
   * The entry rules of the same navigation, waited for before the step starts, and its client
   * context. Without one the step gets the context of no entry.
   */
  gate?: LoaderGate;
  /**
   * Set for the build-time render (prerender): the screen is rendered without running its step,
   * which needs a browser, an entry and a member.
   */
  atBuildTime?: boolean;
}

/** The query key of a step: its name and inputs. */
export const stepKey = (step: string, inputs: unknown) => ['step', step, inputs] as const;

/** A route loader that runs a loading step once per page through the one QueryClient. */
export function stepLoader<I, S = never>(options: StepLoaderOptions<I, S>) {
  const gate = options.gate ?? createLoaderGate();
  return (args: LoaderFunctionArgs): StepLoaderData => {
    if (options.atBuildTime) return { next: null };
    const next = (async (): Promise<StepNext | StepShow<S>> => {
      const context = await gate.context(args.request);
      if (!context) return null;
      const inputs = options.inputs(args, context);
      const client = await options.queryClient();
      const queryKey = stepKey(options.step, inputs);
      const answer = await client.fetchQuery({
        queryKey,
        queryFn: async () => {
          const answer = await options.run(inputs, context);
          if (!isRedirect(answer)) return answer;
          options.assign(answer.url);
          return null;
        },
        // A step is not repeated: its answer stays for the life of the page.
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
      });
      if (answer !== stepFailed) return answer;
      client.removeQueries({ queryKey, exact: true });
      return null;
    })();
    // A failed step has been handled by the app's error policy (the QueryClient's onError).
    return { next: next.catch(() => null) };
  };
}

const isRedirect = (answer: unknown): answer is StepRedirect =>
  typeof answer === 'object' && answer !== null && 'kind' in answer && answer.kind === 'redirect';

const isShow = (answer: StepNext | StepShow<unknown>): answer is StepShow =>
  typeof answer === 'object' && answer !== null && 'show' in answer;

/** Moves on to the step's next path (and its navigation state), replacing the loading screen. */
function MoveOn({ next }: { next: StepNext }) {
  if (next === null) return null;
  if (typeof next === 'string') return <Navigate to={next} replace />;
  return <Navigate to={next.to} state={next.state} replace />;
}

/**
 * The loading view of a step route: `children` (the loading screen) while the step runs, then the
 * step's next path, replacing this one in the history. A screen that shows the step's answer
 * (`{ show }`) is a function of it: called with null while the step runs, then with `show`.
 */
export function StepView<S = never>({
  children,
}: {
  children: ReactNode | ((shown: S | null) => ReactNode);
}) {
  const { next } = useLoaderData() as { next: Promise<StepNext | StepShow<S>> | null };
  if (typeof children !== 'function') {
    // The loading screen stays mounted while the step runs and when it moves on.
    return (
      <>
        {children}
        {next ? (
          <Suspense fallback={null}>
            <Await resolve={next}>
              {(answer: StepNext | StepShow<S>) => (isShow(answer) ? null : <MoveOn next={answer} />)}
            </Await>
          </Suspense>
        ) : null}
      </>
    );
  }
  const screen = children;
  if (!next) return <>{screen(null)}</>;
  return (
    <Suspense fallback={screen(null)}>
      <Await resolve={next}>
        {(answer: StepNext | StepShow<S>) =>
          isShow(answer) ? (
            screen(answer.show)
          ) : (
            <>
              {screen(null)}
              <MoveOn next={answer} />
            </>
          )
        }
      </Await>
    </Suspense>
  );
}
