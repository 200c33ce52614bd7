/** Records of a checked file shown before it is imported. */
export const IMPORT_PREVIEW_ROWS = 5;

/** A .json file by name or type (some systems give JSON files no type, others a generic one). */
export const isJsonFile = (file: Pick<File, 'name' | 'type'>): boolean =>
  file.name.toLowerCase().endsWith('.json') || file.type === 'application/json';
