// Which selected photo each edited final is (issue 28 point 4): the photographer exports the
// finals from Lightroom or Capture One under the proof's name, often with an editing suffix
// ("IMG_0001-Edit.jpg", "IMG_0001-edit-2.jpg", "IMG_0001 (2).jpg", "IMG_0001-2.jpg"). A final
// matches the selected proof whose base name (without extension, case-insensitive) equals the
// final's base name, or that name with its editing suffixes taken off one at a time: the exact
// name is tried first, so a proof really called "DSC-1234" is never mistaken for "DSC". Two
// finals of one proof (a colour and a black-and-white edit) both match it. The report lists the
// matches, the selected photos without a final and the finals of no selected photo; a delivery
// without a selection has no matches and every final is extra (and is allowed).
import { baseNameOf } from './selection-names.js';

/**
 * One editing suffix at the end of a base name: "-Edit", "_edit", " edit" with an optional
 * number ("-Edit-2", "-edit2"), a copy number in brackets (" (2)") or a short hyphenated
 * number ("-2", up to three digits: a camera's "-1234" counter is longer). An underscore and a
 * number ("IMG_0001") is a camera name, never a suffix.
 */
const EDIT_SUFFIX = /(?:[-_ ](?:edit(?:ed)?|editar|editada|retocada|retoque)(?:[-_ ]?\d{1,3})?|-\d{1,3}| ?\(\d{1,3}\))$/i;
/** How many suffixes are taken off at most ("IMG_1-Edit-2 (3)" has three). */
const MAX_SUFFIXES = 4;

/** The key a file name is compared by: its base name, lower-cased. */
export const matchKeyOf = (fileName: string): string => baseNameOf(fileName).toLowerCase();

/** The keys a final may match, most exact first: its base name, then with each editing suffix removed. */
export const finalMatchKeys = (fileName: string): string[] => {
  const keys = [matchKeyOf(fileName)];
  for (let step = 0; step < MAX_SUFFIXES; step += 1) {
    const current = keys.at(-1) as string;
    const shorter = current.replace(EDIT_SUFFIX, '').trim();
    if (shorter === current || shorter === '') break;
    keys.push(shorter);
  }
  return keys;
};

export interface MatchableFile {
  imageId: string;
  fileName: string;
}

export interface FinalMatch {
  final: MatchableFile;
  selected: MatchableFile;
}

export interface FinalMatchReport {
  /** Every final of a selected photo, in the finals' order. */
  matched: FinalMatch[];
  /** Selected photos no final matched, in selection order. */
  missing: MatchableFile[];
  /** Finals that match no selected photo. */
  extra: MatchableFile[];
}

/** Matches the finals to the selected photos (both in their own order). */
export const matchFinals = (finals: readonly MatchableFile[], selected: readonly MatchableFile[]): FinalMatchReport => {
  const byKey = new Map<string, MatchableFile>();
  // The first selected photo of a name wins (two proofs of one name cannot both be told apart).
  for (const photo of selected) if (!byKey.has(matchKeyOf(photo.fileName))) byKey.set(matchKeyOf(photo.fileName), photo);
  const matched: FinalMatch[] = [];
  const extra: MatchableFile[] = [];
  const delivered = new Set<string>();
  for (const final of finals) {
    const photo = finalMatchKeys(final.fileName)
      .map((key) => byKey.get(key))
      .find((found) => found !== undefined);
    if (photo) {
      matched.push({ final, selected: photo });
      delivered.add(photo.imageId);
    } else {
      extra.push(final);
    }
  }
  return { matched, missing: selected.filter((photo) => !delivered.has(photo.imageId)), extra };
};
