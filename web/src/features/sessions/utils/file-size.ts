/** A byte count for people: KB below a megabyte, else MB with one decimal, in `language`'s digits. */
export const formatFileSize = (bytes: number, language: string): string => {
  if (bytes < 1024 * 1024) {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
};
