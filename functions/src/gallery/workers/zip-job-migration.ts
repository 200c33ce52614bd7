// Zip jobs from before parts (issue 27 point 2): a job that was still preparing when the zip
// worker landed was being built by the table stream, which no longer builds zips. Such a job
// is rebuilt: its `buildQueuedAt` is set, and the stream puts that change on the zip queue
// (events/table-stream/build-download.ts), where the worker plans and builds it in parts under
// the job's own id (a single part keeps the job's `zipKey`). Ready and failed jobs stay as
// they are: a ready one's single zip downloads as before (holder/downloads.ts).
import { db } from '../../data/database.js';
import { requeueOldZipJob } from '../../data/stores/gallery.js';

/** Answers how many jobs it asked to be rebuilt; a second run finds none. */
export const rebuildUnfinishedZipJobs = async (): Promise<number> => {
  const { data: jobs } = await db().entities.galleryDownload.scan.go({ pages: 'all' });
  const at = new Date().toISOString();
  let changed = 0;
  for (const job of jobs) {
    if (job.status !== 'preparing' || job.partStarts || job.buildQueuedAt) continue;
    if (await requeueOldZipJob(job, at)) changed += 1;
  }
  return changed;
};
