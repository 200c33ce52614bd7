// The steps of a data export and where its files go: shared by the account function (which
// creates the job) and the table stream (which builds it), without the builder's ZIP and upload
// modules in the account function's bundle.
import { EXPORTS_PREFIX } from '@fotostudio/shared/media/bucket-layout';
import { exportedKinds } from './entity-kinds.js';

/** The step after the entity kinds: the photos' manifest. */
export const PHOTOS_STEP = 'photos';
/** The step after the photos: the signed agreements' manifest (their PDFs go into the ZIP as stored). */
export const SIGNED_AGREEMENTS_STEP = 'signedAgreements';
/** The ZIP's folder of the signed agreements' PDFs and their manifest. */
export const SIGNED_AGREEMENTS_FOLDER = 'signed-agreements/';

/** Every step of an export that leaves a checkpoint: each exported kind, the photos' manifest, the signed agreements' manifest. */
export const exportSteps = (): string[] => [...exportedKinds().map(([kind]) => kind), PHOTOS_STEP, SIGNED_AGREEMENTS_STEP];
/** The checkpointed steps and the ZIP. */
export const exportStepsTotal = (): number => exportSteps().length + 1;

export const exportFolder = (photographerId: string, exportId: string): string => `${EXPORTS_PREFIX}${photographerId}/${exportId}/`;
export const exportZipKey = (photographerId: string, exportId: string): string => `${exportFolder(photographerId, exportId)}fotostudio-data.zip`;
/** Each step's files before they go into the ZIP. */
export const exportPartsFolder = (job: { photographerId: string; exportId: string }): string => `${exportFolder(job.photographerId, job.exportId)}parts/`;
