// The order the catalogue lists are in: by name (a comment by its title), as a Spanish reader
// sorts, ignoring case and accents, and numbers by value ("Pack 2" before "Pack 10").
// Built on first use, not at import (ICU's collation data is a cold-start cost otherwise).
let collator: Intl.Collator | undefined;

export const byName = <T>(name: (item: T) => string) => (a: T, b: T) =>
  (collator ??= new Intl.Collator('es', { sensitivity: 'base', numeric: true })).compare(name(a), name(b));
