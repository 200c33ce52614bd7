// The operator's side of storage (issue 23 point 3; docs/deploy.md "Storage"): counting a
// photographer's usage from the bucket, and finding the objects no item owns.
//
// - `recountStorage(photographerId)` lists the photographer's `originals/` and `derived/`
//   folders once and sets, from the sizes found, each ready image's `storedBytes`, each session's
//   and the photographer's `storageUsedBytes` (and `storageCountedAt`), counting what the
//   counters count (account/storage-usage.ts): the files of ready images and of received
//   uploads. Run while the photographer is not uploading: an image made ready during the listing
//   may be missed (the next recount fixes it). `npm run storage -- recount <id>`; the data
//   migration `storage-usage` runs it once for each photographer never counted.
// - `findOrphanedObjects()` lists `originals/` and `derived/` and answers the objects older than a
//   day whose image, upload or photographer item does not exist (what a failed deletion left);
//   `npm run storage -- cleanup` prints them, `--apply` deletes them. Younger objects are left:
//   their upload's event may not have been handled yet. Billing files and gallery zips are not
//   looked at (billing keeps its files; the bucket's lifecycle expires the zips).
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { CATALOG_FOLDER, CLEAN_FOLDER, DERIVED_PREFIX, FINALS_FOLDER, ORIGINALS_PREFIX, PROFILE_FOLDER, SESSIONS_FOLDER } from '@fotostudio/shared/media/bucket-layout';
import { db, isConditionalFailure, transact } from '../data/database.js';
import { IMAGE_SET_KINDS, type ImageSet } from '../data/image-sets.js';
import { setCountedStorageUsage } from '../data/stores/account.js';
import { s3Client } from '../lib/aws-clients.js';
import { appConfig } from '../lib/config.js';
import { deleteObjects } from '../media/delete-objects.js';

export interface BucketObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** Every object under the prefix, a page of up to 1,000 at a time. */
export const listObjects = async (prefix: string): Promise<BucketObject[]> => {
  const found: BucketObject[] = [];
  let token: string | undefined;
  do {
    const page = await s3Client().send(new ListObjectsV2Command({ Bucket: appConfig().MEDIA_BUCKET, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      if (object.Key) found.push({ key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
};

/** What an object of the media bucket belongs to, from its key (shared/src/media/bucket-layout.ts). */
export type ObjectOwner =
  | { kind: 'sessionImage'; photographerId: string; sessionId: string; /** `<imageId>.<ext>` */ folder: string }
  | { kind: 'sessionFinal'; photographerId: string; sessionId: string; /** `<imageId>.<ext>`, under the session's `finals/` */ folder: string }
  | { kind: 'upload'; photographerId: string; /** the upload's original key */ objectKey: string }
  | { kind: 'unknown'; photographerId: string };

const UPLOAD_FOLDERS: ReadonlySet<string> = new Set([PROFILE_FOLDER, CATALOG_FOLDER]);

export const ownerOf = (key: string): ObjectOwner | undefined => {
  const original = key.startsWith(ORIGINALS_PREFIX);
  if (!original && !key.startsWith(DERIVED_PREFIX)) return undefined;
  const [photographerId, ...rest] = key.slice((original ? ORIGINALS_PREFIX : DERIVED_PREFIX).length).split('/');
  if (!photographerId) return undefined;
  const parts = !original && rest[0] === CLEAN_FOLDER ? rest.slice(1) : rest;
  const [folder, first, second, third] = parts;
  if (folder === SESSIONS_FOLDER && first && second === FINALS_FOLDER) return third ? { kind: 'sessionFinal', photographerId, sessionId: first, folder: third } : { kind: 'unknown', photographerId };
  if (folder === SESSIONS_FOLDER && first && second) return { kind: 'sessionImage', photographerId, sessionId: first, folder: second };
  if (folder && UPLOAD_FOLDERS.has(folder) && first && rest[0] !== CLEAN_FOLDER) {
    return { kind: 'upload', photographerId, objectKey: `${ORIGINALS_PREFIX}${photographerId}/${folder}/${first}` };
  }
  return { kind: 'unknown', photographerId };
};

const photographerObjects = async (photographerId: string): Promise<BucketObject[]> => [
  ...(await listObjects(`${ORIGINALS_PREFIX}${photographerId}/`)),
  ...(await listObjects(`${DERIVED_PREFIX}${photographerId}/`)),
];

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** Bytes per owner key: `<sessionId>/<folder>` of session images (by set), the original key of uploads. */
const bytesByOwner = (objects: BucketObject[]) => {
  const images: Record<ImageSet, Map<string, number>> = { proofs: new Map(), finals: new Map() };
  const uploads = new Map<string, number>();
  for (const object of objects) {
    const owner = ownerOf(object.key);
    if (owner?.kind === 'sessionImage' || owner?.kind === 'sessionFinal') {
      const bySet = images[owner.kind === 'sessionImage' ? 'proofs' : 'finals'];
      bySet.set(`${owner.sessionId}/${owner.folder}`, (bySet.get(`${owner.sessionId}/${owner.folder}`) ?? 0) + object.size);
    }
    if (owner?.kind === 'upload') uploads.set(owner.objectKey, (uploads.get(owner.objectKey) ?? 0) + object.size);
  }
  return { images, uploads };
};

/** Ignores a write refused because its item went meanwhile (a session or image deleted). */
const unlessGone = async (write: Promise<unknown>): Promise<void> => {
  await write.catch((error: unknown) => {
    if (!isConditionalFailure(error)) throw error;
  });
};

export interface StorageRecount {
  usedBytes: number;
  /** Items whose count changed (images, sessions, the photographer). */
  changed: number;
}

/** Sets a photographer's storage counts from the bucket (see the head of this file). */
export const recountStorage = async (photographerId: string, now = new Date()): Promise<StorageRecount> => {
  const { data: photographer } = await db().entities.photographer.get({ photographerId }).go({ consistent: true });
  if (!photographer) throw new Error(`no photographer ${photographerId}`);
  const { images: imageBytes, uploads: uploadBytes } = bytesByOwner(await photographerObjects(photographerId));
  const { data: sessions } = await db().entities.session.query.byPhotographer({ photographerId }).go({ pages: 'all', attributes: ['sessionId', 'storageUsedBytes'] });
  let changed = 0;
  let usedBytes = 0;
  for (const session of sessions) {
    const key = { photographerId, sessionId: session.sessionId };
    let sessionBytes = 0;
    for (const set of ['proofs', 'finals'] as const) {
      const images = db().entities[IMAGE_SET_KINDS[set]];
      const { data } = await images.query.bySession(key).go({ pages: 'all', consistent: true, attributes: ['imageId', 'status', 'originalKey', 'storedBytes'] });
      for (const image of data) {
        if (image.status !== 'ready') continue;
        const folder = image.originalKey.slice(image.originalKey.lastIndexOf('/') + 1);
        const bytes = imageBytes[set].get(`${session.sessionId}/${folder}`) ?? 0;
        sessionBytes += bytes;
        if (image.storedBytes !== bytes) {
          changed += 1;
          await unlessGone(images.patch({ ...key, imageId: image.imageId }).set({ storedBytes: bytes }).go());
        }
      }
    }
    usedBytes += sessionBytes;
    if (session.storageUsedBytes !== sessionBytes) {
      changed += 1;
      await unlessGone(db().entities.session.patch(key).set({ storageUsedBytes: sessionBytes }).go());
    }
  }
  const { data: uploads } = await db().entities.upload.query.byObject({ photographerId }).go({ pages: 'all', attributes: ['objectKey', 'status'] });
  usedBytes += sum(uploads.filter((upload) => upload.status === 'received').map((upload) => uploadBytes.get(upload.objectKey) ?? 0));
  if (photographer.storageUsedBytes !== usedBytes || photographer.storageCountedAt === undefined) {
    changed += 1;
    const outcome = await transact([setCountedStorageUsage(photographerId, usedBytes, now.toISOString())]);
    if (!outcome.committed) throw new Error(`the usage of ${photographerId} was not set: ${outcome.codes.join(', ')}`);
  }
  return { usedBytes, changed };
};

/**
 * The data migration `storage-usage`: counts from the bucket, once, every photographer whose
 * usage was never counted (no `storageCountedAt`), so quotas start from what they already store.
 * A second run finds them counted and changes nothing.
 */
export const countUncountedStorage = async (): Promise<number> => {
  let changed = 0;
  let cursor: string | null = null;
  do {
    const page: { data: { photographerId: string; storageCountedAt?: string | undefined }[]; cursor: string | null } = await db()
      .entities.photographer.scan.go({ cursor, attributes: ['photographerId', 'storageCountedAt'] });
    for (const photographer of page.data) {
      if (photographer.storageCountedAt === undefined) changed += (await recountStorage(photographer.photographerId)).changed;
    }
    cursor = page.cursor;
  } while (cursor);
  return changed;
};

/** An object is left alone for a day after its last write: its upload's event may be on its way. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The objects under `originals/` and `derived/` (of one photographer, or all) whose owner item
 * does not exist and that are older than ORPHAN_MIN_AGE_MS. Keys of a shape no code writes are
 * left alone.
 */
export const findOrphanedObjects = async ({ photographerId, now = new Date() }: { photographerId?: string; now?: Date } = {}): Promise<BucketObject[]> => {
  const objects = photographerId ? await photographerObjects(photographerId) : [...(await listObjects(ORIGINALS_PREFIX)), ...(await listObjects(DERIVED_PREFIX))];
  const photographers = new Map<string, boolean>();
  const images = new Map<string, Set<string> | undefined>();
  const uploads = new Map<string, Set<string>>();
  const photographerExists = async (id: string) => {
    if (!photographers.has(id)) photographers.set(id, (await db().entities.photographer.get({ photographerId: id }).go({ attributes: ['photographerId'] })).data !== null);
    return photographers.get(id) === true;
  };
  /** The image folders (`<imageId>.<ext>`) a session's items of the set name. */
  const imageFolders = async (id: string, sessionId: string, set: ImageSet) => {
    const key = `${id}/${sessionId}/${set}`;
    if (!images.has(key)) {
      const { data } = await db().entities[IMAGE_SET_KINDS[set]].query.bySession({ photographerId: id, sessionId }).go({ pages: 'all', consistent: true, attributes: ['originalKey'] });
      images.set(key, new Set(data.map((image) => image.originalKey.slice(image.originalKey.lastIndexOf('/') + 1))));
    }
    return images.get(key) ?? new Set<string>();
  };
  const uploadKeys = async (id: string) => {
    if (!uploads.has(id)) {
      const { data } = await db().entities.upload.query.byObject({ photographerId: id }).go({ pages: 'all', consistent: true, attributes: ['objectKey'] });
      uploads.set(id, new Set(data.map((upload) => upload.objectKey)));
    }
    return uploads.get(id) ?? new Set<string>();
  };
  const orphans: BucketObject[] = [];
  for (const object of objects) {
    if (now.getTime() - object.lastModified.getTime() < ORPHAN_MIN_AGE_MS) continue;
    const owner = ownerOf(object.key);
    if (!owner || owner.kind === 'unknown') continue;
    const owned = !(await photographerExists(owner.photographerId))
      ? false
      : owner.kind === 'sessionImage' || owner.kind === 'sessionFinal'
        ? (await imageFolders(owner.photographerId, owner.sessionId, owner.kind === 'sessionImage' ? 'proofs' : 'finals')).has(owner.folder)
        : (await uploadKeys(owner.photographerId)).has(owner.objectKey);
    if (!owned) orphans.push(object);
  }
  return orphans;
};

/** Deletes the given objects, 1,000 keys per request. */
export const deleteOrphanedObjects = async (orphans: BucketObject[]): Promise<void> => {
  for (let start = 0; start < orphans.length; start += 1000) {
    await deleteObjects(orphans.slice(start, start + 1000).map((object) => object.key), 'orphaned objects');
  }
};
