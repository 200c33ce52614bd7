// The JSON import: every contact of the file, or none. The records were checked at the
// edge, so what can still fail is the table. The import sets aside fresh index pages for
// itself, then writes its contacts in parallel transactions, each with the index entries of
// its contacts on its own pages; when one fails, the ones already written are deleted again
// (contacts and their pages) before the error is reported. Readers learn of the pages only
// when the import tells them at the end, so a list does not show half an import.
import { randomUUID } from 'node:crypto';
import type { CreateContactInput } from '@fotostudio/shared/contracts/crm';
import { db } from '../data/database.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { packEntries, pageDelete, pageWrite, publishPages, reservePages, writeTransaction, type TransactItem } from '../data/crm-index/contact-index.js';
import { contactFieldsOf } from './contacts.js';
import { fullNameOf } from './views.js';

/** Transactions in flight at once (a 5,000-contact file is about 55 of them); DynamoDB Local gives up waiting for its transaction lock with more. */
const IMPORT_CONCURRENCY = 2;

type NewContact = ReturnType<typeof newContactOf>;

/** The file's first record shows first in the newest-first list: it gets the latest time. */
const newContactOf = (photographerId: string, input: CreateContactInput, index: number, startedAt: number) => {
  const at = new Date(startedAt - index).toISOString();
  return { photographerId, contactId: randomUUID(), type: input.type, ...contactFieldsOf(input), isDeleted: false, createdAt: at };
};

type Group = ReturnType<typeof packEntries<{ contactId: string; item: NewContact }>>['groups'][number];

const writeGroup = (photographerId: string, group: Group, firstPage: number) =>
  writeTransaction([
    ...group.contacts.map(({ item, page }): TransactItem => ({
      Put: db().entities.contact.create({ ...item, indexPage: firstPage + page }).params<NonNullable<TransactItem['Put']>>(),
    })),
    ...[...group.pages].map(([page, entries]) => pageWrite(photographerId, firstPage + page, entries)),
  ]);

const removeGroup = (photographerId: string, group: Group, firstPage: number) =>
  writeTransaction([
    ...group.contacts.map(({ contactId }): TransactItem => ({
      Delete: db().entities.contact.delete({ photographerId, contactId }).params<NonNullable<TransactItem['Delete']>>(),
    })),
    // The import's pages hold nothing else: they go whole.
    ...[...group.pages.keys()].map((page) => pageDelete(photographerId, firstPage + page)),
  ]);

/** Runs `work` on every item, `limit` at a time; after a failure starts no more and waits for the rest. */
const settleAll = async <T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<{ done: T[]; error?: unknown }> => {
  const done: T[] = [];
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await work(item);
        done.push(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return failure ? { done, error: failure.error } : { done };
};

export const importContactItems = async (photographerId: string, inputs: CreateContactInput[]): Promise<NewContact[]> => {
  const startedAt = Date.now();
  const contacts = inputs.map((input, i) => newContactOf(photographerId, input, i, startedAt));
  const { groups, pageCount } = packEntries(contacts.map((item) => ({ contactId: item.contactId, item })));
  const firstPage = await reservePages(photographerId, pageCount).catch((error: unknown) => {
    throw new DomainError('crm.import_failed', { cause: error });
  });
  const pages = Array.from({ length: pageCount }, (_, i) => firstPage + i);

  const written = await settleAll(groups, IMPORT_CONCURRENCY, (group) => writeGroup(photographerId, group, firstPage));
  if (written.error === undefined) {
    await publishPages(photographerId, pages);
    return contacts;
  }
  logger.error('import failed; removing the contacts already written', { error: written.error, written: written.done.length, groups: groups.length });
  const removed = await settleAll(written.done, IMPORT_CONCURRENCY, (group) =>
    // A group that cannot be removed is logged with its ids for an operator; the others still go.
    removeGroup(photographerId, group, firstPage).catch((rollbackError: unknown) =>
      logger.error('import rollback left contacts behind', { rollbackError, contactIds: group.contacts.map((c) => c.contactId) }),
    ),
  );
  if (removed.error === undefined) await publishPages(photographerId, pages);
  throw new DomainError('crm.import_failed', { cause: written.error });
};

export const importedSummaryOf = (contacts: NewContact[]) => ({
  importedCount: contacts.length,
  contacts: contacts.map((c) => ({ contactId: c.contactId, fullName: fullNameOf(c), type: c.type })),
});
