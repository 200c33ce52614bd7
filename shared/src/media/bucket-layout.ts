// The media bucket's key layout, in one place: the key builders (functions/src/media/object-keys.ts),
// the gallery's object mapping (media-paths.ts, and the CloudFront function generated from it),
// the bucket notification that starts the image function, and the bucket's lifecycle rules and
// the functions' grants (infra/lib).
//
// `originals/<photographerId>/...` holds what the browser uploaded; `derived/<photographerId>/...`
// what the image function made from it (writing there is what keeps the image function from
// triggering itself); `downloads/<photographerId>/<sessionId>/` the gallery zips, which the
// lifecycle expires; `billing/<photographerId>/...` the billing documents, records and exports,
// and under `billing/<photographerId>/issued/` each issued invoice's PDF and its ANULADA copy,
// written once (S3 conditional write; the billing function's grant refuses any other write there).

/** Prefix whose uploads trigger the image function. */
export const ORIGINALS_PREFIX = 'originals/';
export const DERIVED_PREFIX = 'derived/';
/** Zips of whole galleries, built in the background; the bucket's lifecycle expires them. */
export const DOWNLOADS_PREFIX = 'downloads/';
export const BILLING_PREFIX = 'billing/';
/** A photographer's account data exports (`exports/<photographerId>/<exportId>/`); the lifecycle expires them after 7 days. */
export const EXPORTS_PREFIX = 'exports/';
/**
 * Kept compact lists the functions read instead of many items, rebuilt from the table:
 * `manifests/<photographerId>/sessions/<sessionId>/images.json.gz`, a session's ready images
 * (functions/src/gallery/image-manifest.ts). Never served to a browser.
 */
export const MANIFESTS_PREFIX = 'manifests/';

/**
 * Signed agreements' PDFs (issue 26 point 3): `agreements/<photographerId>/signed/<agreementId>.pdf`,
 * write-once: S3 Object Lock on AWS (docs/deploy.md), and locally the S3 route refuses to
 * overwrite or delete a key under it (infra/local/s3/s3-route.ts).
 */
export const AGREEMENTS_PREFIX = 'agreements/';
export const SIGNED_FOLDER = 'signed';
/** Years a signed agreement's PDF is locked: the 5 years of a contract claim (Código Civil art. 1964.2) and one more. */
export const SIGNED_AGREEMENT_RETENTION_YEARS = 6;
const WRITE_ONCE_KEY = new RegExp(`^${AGREEMENTS_PREFIX}[^/]+/${SIGNED_FOLDER}/`);
/** Whether a key is a written-once signed agreement's (never overwritten or deleted). */
export const isWriteOnceKey = (key: string): boolean => WRITE_ONCE_KEY.test(key);

/** The billing folder of the issued invoices' PDFs, written once and never overwritten or deleted. */
export const ISSUED_FOLDER = 'issued';

/** Folders of a photographer's uploads other than session images (profile photo and logo, product images). */
export const PROFILE_FOLDER = 'profile';
export const CATALOG_FOLDER = 'catalog';
/** A photographer's session files, under their originals and their derived files. */
export const SESSIONS_FOLDER = 'sessions';
/**
 * A session's delivered finals (`originals/<photographer>/sessions/<session>/finals/<imageId>.<ext>`,
 * their derived files under `derived/<photographer>/sessions/<session>/finals/`): deleted with the
 * session's folders, and never under a proofing gallery address, whose item is one segment.
 */
export const FINALS_FOLDER = 'finals';
/** The unwatermarked renditions of watermarked session images, outside the sessions folder. */
export const CLEAN_FOLDER = 'clean';
