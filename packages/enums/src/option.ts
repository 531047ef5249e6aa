/**
 * The one pattern every enumeration of this package follows:
 *
 * 1. a frozen `as const` object of ids (`Sex.Male === 1`), never a TypeScript `enum`;
 * 2. a derived union type (`SexId = 1 | 2 | ...`);
 * 3. a non-empty value tuple (`sexIds`) that zod can reuse (`z.literal(sexIds)`, `z.enum(Sex)`);
 * 4. an ordered option list (`sexOptions`) of `{ id, ja, en }` that a form renders in order.
 *    Japanese is the product language and the source of truth; English exists for every entry.
 */

/** The values of a const object as a union. */
export type ValueOf<T> = T[keyof T];

/** Two languages: `ja` is the product's text, `en` is for logs, docs and English UI. */
export type Lang = 'ja' | 'en';

/** One entry of an ordered option list. */
export interface LabeledOption<Id extends string | number> {
  readonly id: Id;
  readonly ja: string;
  readonly en: string;
}

/** A non-empty readonly tuple; zod's `z.literal([...])` and `z.enum([...])` want one. */
export type NonEmptyTuple<T> = readonly [T, ...T[]];

/** The values of a const object, in declaration order, as a non-empty tuple. */
/* @__NO_SIDE_EFFECTS__ */
export function valuesOf<const T extends Record<string, string | number>>(obj: T): NonEmptyTuple<ValueOf<T>> {
  const values = Object.values(obj) as ValueOf<T>[];
  if (values.length === 0) throw new Error('valuesOf: empty enumeration');
  return Object.freeze(values) as unknown as NonEmptyTuple<ValueOf<T>>;
}

/** A type guard for a value tuple: `isOneOf(sexIds)(x)`. */
/* @__NO_SIDE_EFFECTS__ */
export function isOneOf<const V extends string | number>(values: readonly V[]): (x: unknown) => x is V {
  const set = new Set<unknown>(values);
  return (x: unknown): x is V => set.has(x);
}

/** Freeze an ordered option list (shallow items too). */
/* @__NO_SIDE_EFFECTS__ */
export function defineOptions<Id extends string | number>(
  options: readonly LabeledOption<Id>[],
): readonly LabeledOption<Id>[] {
  return Object.freeze(options.map((o) => Object.freeze({ ...o })));
}

/** The label of an id in an option list, or `undefined` for an unknown id. */
export function labelOf<Id extends string | number>(
  options: readonly LabeledOption<Id>[],
  id: Id,
  lang: Lang = 'ja',
): string | undefined {
  return options.find((o) => o.id === id)?.[lang];
}
