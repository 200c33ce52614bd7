// Storage sizes for people, in the decimal units the plan is stated in (100 GB, 50 GB blocks):
// GB from a gigabyte up, MB from a megabyte, else KB; the language's digits.
import type { Language } from '../constants.js';

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

const UNITS = [
  { unit: 'gigabyte', bytes: 1e9 },
  { unit: 'megabyte', bytes: 1e6 },
  { unit: 'kilobyte', bytes: 1e3 },
] as const;

export const formatStorageSize = (bytes: number, language: Language): string => {
  const { unit, bytes: size } = UNITS.find((candidate) => Math.abs(bytes) >= candidate.bytes) ?? UNITS[2];
  return new Intl.NumberFormat(LOCALES[language], { style: 'unit', unit, maximumFractionDigits: 1 }).format(bytes / size);
};
