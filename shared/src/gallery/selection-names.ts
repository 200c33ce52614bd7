// The client's chosen file names as the photographer pastes them into an editing program's
// filter, to find the originals on their own disk (spec section 9: "No selections to copy",
// "No valid names").
//
// Formats. Looked up with the search tool (docs and pages corpora): neither vendor's page was
// stored there, so what follows is the vendors' documented behaviour as known, not re-read:
// - Lightroom Classic, Library module, Library Filter bar > Text > "Filename" > "Contains":
//   sequences separated by commas match any of them (Adobe help, "Find photos in the catalog",
//   helpx.adobe.com/lightroom-classic/help/find-photos-catalog.html). "Contains" matches parts
//   of names, so DSC_1 also finds DSC_10; names without extension find DSC_0001.jpg and the
//   DSC_0001.CR2 the photographer edits.
// - Capture One, Filters tool search field: words separated by spaces each match (Capture One
//   support, "Filters tool"). A name with a space in it is two words there; it is kept as is.
// - A .txt file, one name per line, for tools that import a list.
import type { ErrorCode } from '../errors/catalogue.js';

export const SELECTION_NAME_FORMATS = ['lightroom', 'captureOne', 'lines'] as const;
export type SelectionNameFormat = (typeof SELECTION_NAME_FORMATS)[number];

const SEPARATORS: Record<SelectionNameFormat, string> = { lightroom: ',', captureOne: ' ', lines: '\n' };

/** A file name without its extension and surrounding spaces ("IMG_1.final.jpg" -> "IMG_1.final"). */
export const baseNameOf = (fileName: string): string => {
  const name = fileName.trim();
  const dot = name.lastIndexOf('.');
  // A leading dot is part of the name, not an extension.
  return (dot > 0 ? name.slice(0, dot) : name).trim();
};

/** The names without extension, once each (the first time seen), in selection order; empty ones dropped. */
export const selectionBaseNames = (fileNames: readonly string[]): string[] => {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const fileName of fileNames) {
    const name = baseNameOf(fileName);
    // A comma would split a Lightroom filter in two: such a name is not a valid one to paste.
    if (name === '' || name.includes(',') || /[\r\n]/.test(name) || seen.has(name)) continue;
    seen.add(name);
    names.push(name);
  }
  return names;
};

export type SelectionNamesResult = { ok: true; text: string; count: number } | { ok: false; code: Extract<ErrorCode, 'sessions.no_selections_to_copy' | 'sessions.no_valid_names'> };

/** The text to copy (or save) for `format`, or the catalogue code that says why there is none. */
export const selectionNamesText = (fileNames: readonly string[], format: SelectionNameFormat): SelectionNamesResult => {
  if (fileNames.length === 0) return { ok: false, code: 'sessions.no_selections_to_copy' };
  const names = selectionBaseNames(fileNames);
  if (names.length === 0) return { ok: false, code: 'sessions.no_valid_names' };
  const text = names.join(SEPARATORS[format]);
  return { ok: true, text: format === 'lines' ? `${text}\n` : text, count: names.length };
};
