// A screen's state in the URL's query string, one param a field: a reload, a shared link or
// the back button bring the same screen back. A value the screen does not know reads as its
// default, so an edited or outdated link never breaks the screen.

/** The query param that carries each field of a state. */
export type ParamNames<S> = { readonly [K in keyof S]: string };

/** `value` if it is one of `values`, else ''. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';

/** A whole number from 1 up, or null. */
export const positiveInteger = (value: string | null): number | null => {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
};

/** The page size in `value` if it is one of `options`, else `fallback`. */
export const pageSizeOf = (options: readonly number[], value: string | null, fallback: number): number => {
  const pageSize = positiveInteger(value);
  return pageSize !== null && options.includes(pageSize) ? pageSize : fallback;
};

/** `params` with `state` written in (defaults left out); other params stay. */
export const withUrlState = <S extends object>(
  params: URLSearchParams,
  state: S,
  defaults: S,
  names: ParamNames<S>,
): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(names) as (keyof S & string)[]) {
    const value = state[key];
    if (value === defaults[key]) next.delete(names[key]);
    else next.set(names[key], String(value));
  }
  return next;
};
