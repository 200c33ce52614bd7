// The browser's checks on a selection of session images, before any ticket is asked for
// (spec section 5 "Image upload"): type and size, the per-selection and per-session
// counts, and the same bytes twice in one selection (by SHA-256). The server checks again
// and answers its own refusals per file.
import { UPLOAD_CONTENT_TYPES } from '@fotostudio/shared/constants';
import { effectiveLimits } from '@fotostudio/shared/plans';
import { SESSION_IMAGE_LIMITS } from '@fotostudio/shared/sessions/session-limits';

export type SelectionProblem =
  | { code: 'files.type_not_allowed' }
  | { code: 'files.size_exceeded' }
  | { code: 'files.duplicate_in_selection' }
  | { code: 'files.limit_reached'; limit: number };

export interface SelectedFile<F> {
  file: F;
  /** Hex SHA-256 of the bytes; null when the file was refused before hashing. */
  sha256: string | null;
  problem: SelectionProblem | null;
}

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** For the file input's `accept`: JPEG, PNG, WEBP (".jpg" files are image/jpeg). */
export const SESSION_IMAGE_ACCEPT = UPLOAD_CONTENT_TYPES.join(',');

/**
 * The type and size check of one file, or null when it may be asked for. The size is the
 * plan's (camera exports up to 50 MB); the server checks it again against the photographer's.
 */
export const fileProblem = (file: FileFacts, maxBytes = effectiveLimits().uploadMaxBytes): SelectionProblem | null => {
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return { code: 'files.type_not_allowed' };
  if (file.size > maxBytes) return { code: 'files.size_exceeded' };
  return null;
};

/** Files hashed at a time: enough to keep the disk busy, few enough for the page to stay responsive. */
export const HASH_BATCH = 4;

const yieldToPage = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export interface CheckSelectionOptions<F extends FileFacts> {
  /** Images the session already holds (and uploads already accepted). */
  imageCount: number;
  hash: (file: F) => Promise<string>;
  /** Files hashed so far, of those that need it. */
  onHashed?: (done: number, total: number) => void;
  /** The photographer's images-per-session limit (their plan's, as the server answers it). */
  perSession: number;
  perSelection?: number;
  signal?: AbortSignal;
}

/**
 * Checks a selection in order: files beyond the selection's limit are refused with
 * files.limit_reached, the rest are checked for type and size, then hashed a few at a time
 * (yielding between batches so the page stays responsive); a file whose bytes already came
 * earlier in the selection is a duplicate, and files beyond the session's room are refused.
 */
export const checkSelection = async <F extends FileFacts>(files: readonly F[], options: CheckSelectionOptions<F>): Promise<SelectedFile<F>[]> => {
  const limits = { perSelection: options.perSelection ?? SESSION_IMAGE_LIMITS.perSelection, perSession: options.perSession };
  const checked: SelectedFile<F>[] = files.map((file, index) => ({
    file,
    sha256: null,
    problem: index >= limits.perSelection ? { code: 'files.limit_reached', limit: limits.perSelection } : fileProblem(file),
  }));

  const toHash = checked.filter((entry) => entry.problem === null);
  for (let start = 0; start < toHash.length; start += HASH_BATCH) {
    if (options.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const batch = toHash.slice(start, start + HASH_BATCH);
    const hashes = await Promise.all(batch.map((entry) => options.hash(entry.file)));
    batch.forEach((entry, index) => {
      entry.sha256 = hashes[index] ?? null;
    });
    options.onHashed?.(Math.min(start + HASH_BATCH, toHash.length), toHash.length);
    await yieldToPage();
  }

  const seen = new Set<string>();
  let room = Math.max(0, limits.perSession - options.imageCount);
  for (const entry of toHash) {
    if (entry.sha256 === null) continue;
    if (seen.has(entry.sha256)) {
      entry.problem = { code: 'files.duplicate_in_selection' };
    } else if (room === 0) {
      entry.problem = { code: 'files.limit_reached', limit: limits.perSession };
    } else {
      seen.add(entry.sha256);
      room -= 1;
    }
  }
  return checked;
};

/** SHA-256 of a file's bytes, in lower-case hex (the contract's form). */
export const sha256Hex = async (file: Blob): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
};
