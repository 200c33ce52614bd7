// The table keys and identifiers ElectroDB writes for the items the gallery function reads and
// writes, so that function can use the DocumentClient alone (docs/architecture.md,
// "Observability"). functions/test/item-keys.test.ts checks every shape here against the entity's own
// and writes with one side and reads with the other.

import { globalIndexes, tableKeys } from './table-schema.js';

const SERVICE = '$fotostudio';
/** ElectroDB lower-cases composite values (and their labels) unless an index says `casing: 'none'`. */
const lower = (value: string) => value.toLowerCase();

const photographerPk = (photographerId: string) => `${SERVICE}#photographerid_${lower(photographerId)}`;
const sessionPk = (photographerId: string, sessionId: string) => `${photographerPk(photographerId)}#sessionid_${lower(sessionId)}`;
const linkKeyPk = (linkKey: string) => `${SERVICE}#linkkey_${lower(linkKey)}`;

const SESSION_IMAGE_PREFIX = '$session#sessionimage_1#imageid_';
const GALLERY_DOWNLOAD_PREFIX = '$session#gallerydownload_1#downloadid_';

export interface ItemKey {
  pk: string;
  sk: string;
}

/** The entity name and model version ElectroDB stores in every item (and checks on reads). */
export interface EntityIdentity {
  entity: string;
  version: '1';
}

const identity = (entity: string): EntityIdentity => ({ entity, version: '1' });

export const ENTITIES = {
  photographer: identity('photographer'),
  session: identity('session'),
  sessionFinance: identity('sessionFinance'),
  sessionImage: identity('sessionImage'),
  sessionPackage: identity('sessionPackage'),
  product: identity('product'),
  upload: identity('upload'),
  shareLink: identity('shareLink'),
  shareLinkKey: identity('shareLinkKey'),
  galleryDraft: identity('galleryDraft'),
  sessionSelection: identity('sessionSelection'),
  galleryPasswordTries: identity('galleryPasswordTries'),
  galleryPasswordClientTries: identity('galleryPasswordClientTries'),
  galleryDownload: identity('galleryDownload'),
} as const;

export type GalleryEntityName = keyof typeof ENTITIES;

export const itemKeys = {
  photographer: (photographerId: string): ItemKey => ({ pk: photographerPk(photographerId), sk: '$account#photographer_1' }),
  session: (photographerId: string, sessionId: string): ItemKey => ({ pk: sessionPk(photographerId, sessionId), sk: '$session#session_1' }),
  sessionFinance: (photographerId: string, sessionId: string): ItemKey => ({
    pk: sessionPk(photographerId, sessionId),
    sk: '$session#sessionfinance_1',
  }),
  sessionImage: (photographerId: string, sessionId: string, imageId: string): ItemKey => ({
    pk: sessionPk(photographerId, sessionId),
    sk: `${SESSION_IMAGE_PREFIX}${lower(imageId)}`,
  }),
  sessionPackage: (photographerId: string, packageId: string): ItemKey => ({
    pk: photographerPk(photographerId),
    sk: `$catalog#sessionpackage_1#packageid_${lower(packageId)}`,
  }),
  // The upload index keeps the object key's case (`casing: 'none'`), label included.
  upload: (photographerId: string, objectKey: string): ItemKey => ({ pk: photographerPk(photographerId), sk: `$upload_1#objectKey_${objectKey}` }),
  shareLink: (photographerId: string, sessionId: string): ItemKey => ({ pk: sessionPk(photographerId, sessionId), sk: '$session#sharelink_1' }),
  shareLinkKey: (linkKey: string): ItemKey => ({ pk: linkKeyPk(linkKey), sk: '$sharelinkkey_1' }),
  galleryDraft: (photographerId: string, sessionId: string): ItemKey => ({ pk: sessionPk(photographerId, sessionId), sk: '$session#gallerydraft_1' }),
  sessionSelection: (photographerId: string, sessionId: string, version: number): ItemKey => ({
    pk: sessionPk(photographerId, sessionId),
    sk: `$session#sessionselection_1#version_${String(version).padStart(6, '0')}`,
  }),
  galleryPasswordTries: (linkKey: string, window: string): ItemKey => ({
    pk: linkKeyPk(linkKey),
    sk: `$gallerypasswordtries_1#window_${lower(window)}`,
  }),
  galleryPasswordClientTries: (linkKey: string, window: string, client: string): ItemKey => ({
    pk: linkKeyPk(linkKey),
    sk: `$gallerypasswordclienttries_1#window_${lower(window)}#client_${lower(client)}`,
  }),
  galleryDownload: (photographerId: string, sessionId: string, downloadId: string): ItemKey => ({
    pk: sessionPk(photographerId, sessionId),
    sk: `${GALLERY_DOWNLOAD_PREFIX}${lower(downloadId)}`,
  }),
};

/** Partition and sort-key prefix of the collections the gallery queries. */
export const itemQueries = {
  sessionImages: (photographerId: string, sessionId: string): ItemKey => ({ pk: sessionPk(photographerId, sessionId), sk: SESSION_IMAGE_PREFIX }),
  galleryDownloads: (photographerId: string, sessionId: string): ItemKey => ({ pk: sessionPk(photographerId, sessionId), sk: GALLERY_DOWNLOAD_PREFIX }),
  products: (photographerId: string): ItemKey => ({ pk: photographerPk(photographerId), sk: '$catalog#product_1#productid_' }),
};

/** Attributes ElectroDB keeps for itself: never part of what an entity read returns. */
export const ENTITY_NAME_ATTRIBUTE = '__edb_e__';
export const ENTITY_VERSION_ATTRIBUTE = '__edb_v__';
const KEY_ATTRIBUTES = new Set<string>([
  tableKeys.partitionKey,
  tableKeys.sortKey,
  ...globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ENTITY_NAME_ATTRIBUTE,
  ENTITY_VERSION_ATTRIBUTE,
]);

export const isKeyAttribute = (name: string): boolean => KEY_ATTRIBUTES.has(name);
