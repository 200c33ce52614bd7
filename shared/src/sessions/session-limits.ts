// Image count limits of spec section 5 "Image upload": notes give 500 in one place and 2000
// in another, so the limit is set per use. How many images a session holds is a plan setting
// (shared/src/plans.ts, 2,000 by default, read per photographer); one selection in the
// wizard takes up to 500 files at once; one API call presigns 50.
export const SESSION_IMAGE_LIMITS = {
  perSelection: 500,
  perRequest: 50,
} as const;

/**
 * Uploads run this many at a time in the browser: the connections a browser opens to one host
 * over HTTP/1.1, which S3 speaks (4 before: the upload bench, docs/performance.md).
 */
export const PARALLEL_UPLOADS = 6;

/** Finance reads allowed per session and minute; beyond it an empty placeholder is answered. */
export const FINANCE_READS_PER_MINUTE = 10;

/** Storage deletions of removed images: 3 tries, waiting 2 s and then 4 s. */
export const STORAGE_DELETE_WAITS_MS = [2000, 4000] as const;

/**
 * Zips of a whole gallery: kept 7 days (the media bucket's lifecycle rule on downloads/ and
 * the job's TTL); one above `emailAboveBytes` is also emailed to the client, since a large
 * download outlives the page that asked for it. A job still preparing after
 * `staleAfterMinutes` (its builder died) no longer blocks a new one.
 */
export const GALLERY_DOWNLOAD_LIMITS = {
  keepDays: 7,
  emailAboveBytes: 200 * 1024 * 1024,
  staleAfterMinutes: 20,
} as const;
