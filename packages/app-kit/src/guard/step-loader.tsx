/**
 * Loading steps as route loaders: a loading-only screen (payout, single-sign-on check, …) is a
 * loader that starts its flow step and a loading view that shows while the step runs.
 *
 * The step runs as a query of the app's one QueryClient, keyed by the step's name and inputs, and
 * the result is kept for the life of the page: whatever runs the loader again (a revalidation, a
 * second visit of the same address, a second mount of the view) finds the step in flight or
 * answered and never starts it twice. The step does its own side effects (leaving for the service,
 * reporting a failure) inside the query, so they happen once too; it answers the in-app path the
 * view moves on to (replacing the loading screen in the history), which is the same at every visit.
 *
 * The loader does not wait for the step: the loading view renders at once, as the screen did when
 * it started its step in an effect. It waits only for the entry rules of the same navigation
 * (`createLoaderGate`): a refused entry ends on the error page without starting the step.
 */
import { type QueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { Await, type LoaderFunctionArgs, Navigate, useLoaderData } from 'react-router';

/** Where the loading view goes once the step has answered: an in-app path, or nowhere. */
export type StepNext = string | null;

/**
 * A step's answer when it failed and its failure has been handled (reported, the error page
 * shown): the step is not kept, so a later visit of the screen tries it again.
 */
export const stepFailed = Symbol('stepFailed');

/** The loader data of a loading step: the in-app path it goes to, once the step has answered. */
export interface StepLoaderData {
  readonly next: Promise<StepNext> | null;
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
}

export function createLoaderGate(): LoaderGate {
  const answers = new WeakMap<Request, Promise<unknown>>();
  return {
    entry(loader) {
      return (args) => {
        const answer = loader(args);
        answers.set(args.request, answer);
        return answer;
      };
    },
    async passed(request) {
      const answer = answers.get(request);
      if (!answer) return true;
      try {
        return !((await answer) instanceof Response);
      } catch {
        return false;
      }
    },
  };
}

export interface StepLoaderOptions<I> {
  /** The one QueryClient of the app (loaded with the first API call). */
  queryClient: () => Promise<QueryClient>;
  /** The step's name: the first part of its query key. */
  step: string;
  /** The step's inputs from the navigation (the rest of its key); JSON-serialisable. */
  inputs: (args: LoaderFunctionArgs) => I;
  /**
   * Runs the step and its side effects; answers the in-app path to go to next, null to stay (the
   * step left the app), or `stepFailed`.
   */
  run: (inputs: I) => Promise<StepNext | typeof stepFailed>;
  /** The entry rules of the same navigation, waited for before the step starts. */
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
export function stepLoader<I>(options: StepLoaderOptions<I>) {
  return (args: LoaderFunctionArgs): StepLoaderData => {
    if (options.atBuildTime) return { next: null };
    const inputs = options.inputs(args);
    const next = (async (): Promise<StepNext> => {
      if (options.gate && !(await options.gate.passed(args.request))) return null;
      const client = await options.queryClient();
      const queryKey = stepKey(options.step, inputs);
      const answer = await client.fetchQuery({
        queryKey,
        queryFn: () => options.run(inputs),
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

/**
 * The loading view of a step route: `children` (the loading screen) while the step runs, then the
 * step's next path, replacing this one in the history.
 */
export function StepView({ children }: { children: ReactNode }) {
  const { next } = useLoaderData() as StepLoaderData;
  return (
    <>
      {children}
      {next ? (
        <Suspense fallback={null}>
          <Await resolve={next}>{(to: StepNext) => (to ? <Navigate to={to} replace /> : null)}</Await>
        </Suspense>
      ) : null}
    </>
  );
}
