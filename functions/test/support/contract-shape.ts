// Reads the shape of a route's zod body: which fields are free text a person types, and
// which carry ids. The generated suites fill the first with markers and check that the
// second are all accounted for, so a field added to a contract is covered without edits.
import type * as z from 'zod';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType): Def => schema.def as unknown as Def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional/nullable/default wrappers; a pipe counts as what it ends in, unless that is a transform. */
const unwrap = (schema: z.ZodType): z.ZodType => {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) {
    const out = unwrap(def.out);
    return defOf(out).type === 'transform' ? unwrap(def.in) : out;
  }
  return schema;
};

/** Fields named like `productId`, `variantIds` or `imageKey` hold ids, not text... */
const ID_FIELD_NAME = /(?:Id|Ids|Key)$/;
/** ...except these, which a person types. */
const TEXT_NAMED_LIKE_IDS = new Set(['taxId']);
const isIdField = (key: string) => ID_FIELD_NAME.test(key) && !TEXT_NAMED_LIKE_IDS.has(key);

/** A string schema's format (`email`, `date`, `regex`...), null for a plain one, undefined for others. */
const formatOf = (schema: z.ZodType): string | null | undefined =>
  defOf(schema).type === 'string' ? (schema as unknown as { format: string | null }).format : undefined;

/** A plain string: no format (email, date...) and no pattern. */
const isFreeText = (schema: z.ZodType): boolean => formatOf(unwrap(schema)) === null;

const childPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Paths (`includedProducts[].productId`) of every id-named field of a schema. */
export const idFieldPaths = (schema: z.ZodType, path = ''): string[] => {
  const def = defOf(unwrap(schema));
  if (def.type === 'array' && def.element) return idFieldPaths(def.element, `${path}[]`);
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([key, child]) =>
    isIdField(key) ? [childPath(path, key)] : idFieldPaths(child, childPath(path, key)),
  );
};

export interface Marking {
  /** A new, unique marker value (short enough for the tightest text limit, 12). */
  next: () => string;
  /** Every value `next` gave out, in order. */
  tokens: string[];
  /** Paths that look like text but are not (an upload's content type), each with its reason elsewhere. */
  notText: ReadonlySet<string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The example with a fresh marker in every free-text field and email address the schema
 * has, including the optional ones the example leaves out. Ids, enums, numbers, dates and
 * keys keep the example's value.
 */
export const markFreeText = (schema: z.ZodType, example: unknown, marking: Marking, path = ''): unknown => {
  const leaf = unwrap(schema);
  const def = defOf(leaf);
  if (marking.notText.has(path)) return example;
  if (isFreeText(leaf)) return marking.next();
  // An address is typed too: marked in its local part.
  if (formatOf(leaf) === 'email') return `${marking.next()}@example.com`;
  if (def.type === 'array' && def.element) {
    if (Array.isArray(example)) return example.map((item) => markFreeText(def.element as z.ZodType, item, marking, `${path}[]`));
    return isFreeText(def.element) ? [marking.next()] : example;
  }
  if (def.type !== 'object' || !def.shape) return example;
  const given = isRecord(example) ? example : {};
  const result: Record<string, unknown> = { ...given };
  for (const [key, child] of Object.entries(def.shape)) {
    const at = childPath(path, key);
    if (isIdField(key) || marking.notText.has(at)) continue;
    if (key in given) {
      result[key] = markFreeText(child, given[key], marking, at);
      continue;
    }
    // An optional part the example leaves out: filled when it can hold markers on its own.
    const issued = marking.tokens.length;
    const filled = markFreeText(child, undefined, marking, at);
    if (marking.tokens.length > issued && child.safeParse(filled).success) result[key] = filled;
    else marking.tokens.length = issued;
  }
  return result;
};

/** Markings whose values are the marker and a counter: unique, lower-case, at most 12 characters. */
export const markingsWith = (marker: string): (() => Marking) => {
  let count = 0;
  return () => {
    const tokens: string[] = [];
    const next = () => {
      const token = `${marker}${(count++).toString(36).padStart(2, '0')}`;
      tokens.push(token);
      return token;
    };
    return { next, tokens, notText: new Set() };
  };
};
