// The JSON values the table stores as text (an invoice's content, a VERI*FACTU record and its
// chain link, a gallery draft's and a confirmed selection's choices, names, price and file
// names) are read back only through these codecs: a zod codec from the stored string to the
// value's shape, accepting every shape the writers ever stored. The shapes are this folder's
// own, not the request contracts' (a stored value is never held to today's input limits, and
// no function bundles another domain's contracts for it).
import * as z from 'zod';

/** A string of JSON holding a value of `schema`'s shape. */
export const storedJson = <T extends z.ZodType>(schema: T) =>
  z.codec(z.string(), schema, {
    decode: (text, ctx) => {
      try {
        return JSON.parse(text) as unknown as z.input<T>;
      } catch (error) {
        ctx.issues.push({ code: 'invalid_format', format: 'json', input: text, message: error instanceof Error ? error.message : 'not JSON' });
        return z.NEVER;
      }
    },
    encode: (value) => JSON.stringify(value),
  });

export type StoredJson<T extends z.ZodType> = ReturnType<typeof storedJson<T>>;

/** A stored value that does not decode: the data is damaged or a writer broke its shape (an internal error, never the caller's). */
export class StoredValueError extends Error {
  constructor(what: string, issues: readonly z.core.$ZodIssue[]) {
    const where = issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`);
    super(`stored ${what} does not decode: ${where.join('; ')}`);
    this.name = 'StoredValueError';
  }
}

/** The value a stored string holds; throws StoredValueError naming `what` when it does not decode. */
export const decodeStored = <T extends z.ZodType>(codec: StoredJson<T>, text: string, what: string): z.output<T> => {
  const result = z.safeDecode(codec, text);
  if (!result.success) throw new StoredValueError(what, result.error.issues);
  return result.data as z.output<T>;
};
