// The daily closure run (functions/src/events/account-closure/handler.ts): deletes the accounts
// whose 60-day export window ended, and, after the retention period, the invoices and
// VERI*FACTU records their deletion kept. It reads only what is due (the `accountDeletionDue`
// partitions, sorted by day). An account with VERI*FACTU records still waiting for the AEAT is
// not deleted (its certificate would go with it): its issuers are queued again and the
// deletion waits for the next run. Each step is safe to run again: a deletion stopped halfway
// is finished by the next run, as the operator's command does.
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { queueBacklog, pendingRecordCount } from '../billing/verifactu/submission-switch.js';
import { db, transact } from '../data/database.js';
import type { AccountDeletionDueItem, AccountDeletionStep } from '../data/entities/account-closure.js';
import { scheduleRecordsPurge } from '../data/stores/account.js';
import { logger } from '../lib/logger.js';
import { recordsKeptUntil } from './record-retention.js';
import { deleteAccountData } from './account-deletion.js';

export interface ClosureRunResult {
  deleted: number;
  /** Deletions that wait for VERI*FACTU records to be answered. */
  postponed: number;
  purged: number;
  /** Schedules whose account was reopened meanwhile. */
  dropped: number;
}

const dueItems = async (step: AccountDeletionStep, today: string, only: ReadonlySet<string> | undefined): Promise<AccountDeletionDueItem[]> =>
  (await db().entities.accountDeletionDue.query.byDay({ step }).lt({ dueOn: addDays(today, 1) }).go({ pages: 'all', consistent: true })).data.filter(
    (item) => !only || only.has(item.photographerId),
  );

const dropSchedule = (due: AccountDeletionDueItem) =>
  db().entities.accountDeletionDue.delete({ step: due.step, dueOn: due.dueOn, photographerId: due.photographerId }).go();

/** `only` limits the run to these accounts (tests that share a table with other accounts due the same day). */
export const runAccountClosures = async ({ now, only }: { now: Date; only?: ReadonlySet<string> }): Promise<ClosureRunResult> => {
  const today = todayInMadrid(now);
  const result: ClosureRunResult = { deleted: 0, postponed: 0, purged: 0, dropped: 0 };
  for (const due of await dueItems('delete', today, only)) {
    const { photographerId } = due;
    const closure = (await db().entities.accountClosure.get({ photographerId }).go({ consistent: true })).data;
    // Reopened after this run read the schedule, or a deletion stopped after the closure went.
    const deletionStarted = !closure && !(await db().entities.photographerSettings.get({ photographerId }).go({ consistent: true })).data;
    if (closure?.status !== 'closed' && !deletionStarted) {
      await dropSchedule(due);
      result.dropped += 1;
      continue;
    }
    const pending = await pendingRecordCount(photographerId);
    if (pending > 0) {
      await queueBacklog(photographerId, `closure-${today}`);
      await db().entities.accountDeletionDue.patch({ step: due.step, dueOn: due.dueOn, photographerId }).add({ postponed: 1 }).go();
      logger.warn('account deletion waits for VERI*FACTU records', { photographerId, pending, postponed: due.postponed + 1 });
      result.postponed += 1;
      continue;
    }
    const report = await deleteAccountData(photographerId, { dryRun: false, now });
    await transact(scheduleRecordsPurge(due, recordsKeptUntil(due.dueOn)));
    logger.info('account deleted at the end of its export window', { photographerId, deleted: report.deleted, kept: report.kept, objectsDeleted: report.objectsDeleted });
    result.deleted += 1;
  }
  for (const due of await dueItems('purge', today, only)) {
    const report = await deleteAccountData(due.photographerId, { dryRun: false, now, retained: 'purge' });
    await dropSchedule(due);
    logger.info("a deleted account's kept records purged after the retention period", { photographerId: due.photographerId, deleted: report.deleted, objectsDeleted: report.objectsDeleted });
    result.purged += 1;
  }
  return result;
};

/** An account deleted on request (the operator's command): its kept records are purged by the run on `keepUntil`. */
export const scheduleRecordsPurgeOn = async (photographerId: string, keepUntil: string): Promise<void> => {
  await db().entities.accountDeletionDue.put({ step: 'purge', dueOn: keepUntil, photographerId }).go();
};
