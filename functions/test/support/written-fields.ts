// Every value a request body wrote, field by field, and where the read-back lacks it. The
// tenant-isolation suite compares what each write sent (free text, enums, booleans, numbers,
// dates, lists) with the item read back, so a field a view mapper drops or a codec changes is
// seen, not only the free text.

/** One value of a body: its path (`variants[0].name`) and the value (a scalar, or an empty list or object). */
export interface Written {
  path: string;
  value: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every scalar of a body with its path; an empty list or object counts as one value. */
export const writtenValues = (value: unknown, path = ''): Written[] => {
  if (Array.isArray(value)) {
    return value.length === 0 ? [{ path, value }] : value.flatMap((item, index) => writtenValues(item, `${path}[${index}]`));
  }
  if (isRecord(value)) {
    const entries = Object.entries(value).filter(([, child]) => child !== undefined);
    if (entries.length === 0) return path === '' ? [] : [{ path, value }];
    return entries.flatMap(([key, child]) => writtenValues(child, path ? `${path}.${key}` : key));
  }
  return value === undefined ? [] : [{ path, value }];
};

/** The value at a path of `writtenValues`'s form; undefined when any step is missing. */
export const valueAt = (value: unknown, path: string): unknown => {
  if (path === '') return value;
  let at: unknown = value;
  for (const step of path.split(/\.|(?=\[)/)) {
    const index = /^\[(\d+)\]$/.exec(step)?.[1];
    if (index !== undefined) at = Array.isArray(at) ? at[Number(index)] : undefined;
    else at = isRecord(at) ? at[step] : undefined;
  }
  return at;
};

/** A path with its list positions generalised (`variants[0].name` → `variants[].name`), as FieldView tables name them. */
export const pathPattern = (path: string): string => path.replace(/\[\d+\]/g, '[]');

/**
 * Where a read-back shows a field of the body, when not under the same path: the view's own
 * path (for a field outside lists), where it is in the item (`read`), the stored form of what
 * was sent (`stored`, a value the server normalises), or null when no read shows it (the reason
 * beside the table entry).
 */
export type FieldView = string | { read: (item: unknown) => unknown } | { stored: (sent: unknown) => unknown } | null;

export interface Unstored {
  path: string;
  sent: unknown;
  read: unknown;
}

/** The values of `sent` that the read-back `item` does not hold, each where `views` says (by path pattern) or at the same path. */
export const unstoredValues = (sent: unknown, item: unknown, views: Readonly<Record<string, FieldView>> = {}): Unstored[] =>
  writtenValues(sent).flatMap(({ path, value }) => {
    const view = views[pathPattern(path)];
    if (view === null) return [];
    let expected = value;
    let read: unknown;
    if (view === undefined) read = valueAt(item, path);
    else if (typeof view === 'string') read = valueAt(item, view);
    else if ('read' in view) read = view.read(item);
    else {
      read = valueAt(item, path);
      expected = view.stored(value);
    }
    return JSON.stringify(read) === JSON.stringify(expected) ? [] : [{ path, sent: value, read }];
  });
