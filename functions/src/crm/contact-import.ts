// The JSON import: every contact of the file, or none. The records were checked at the
// edge, so what can still fail is the table; contacts are written in transactions of
// IMPORT_CHUNK together with their index entries, and when a transaction fails the ones
// already written are deleted again before the error is reported.
import { randomUUID } from 'node:crypto';
import type { CreateContactInput } from '@fotostudio/shared/contracts/crm';
import { db } from '../data/database.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { contactsPerTransaction, writeWithIndex, type TransactItem } from './contact-index.js';
import { contactFieldsOf } from './contacts.js';
import { fullNameOf } from './views.js';

/** Contacts per transaction: with the index pages their entries can fill, the meta and log items, under DynamoDB's 100. */
const IMPORT_CHUNK = contactsPerTransaction();

const chunksOf = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

type NewContact = ReturnType<typeof newContactOf> & { indexPage?: number };

/** The file's first record shows first in the newest-first list: it gets the latest time. */
const newContactOf = (photographerId: string, input: CreateContactInput, index: number, startedAt: number) => {
  const at = new Date(startedAt - index).toISOString();
  return { photographerId, contactId: randomUUID(), type: input.type, ...contactFieldsOf(input), isDeleted: false, createdAt: at };
};

/** Writes the chunk and returns it with the index page each contact's entry went to. */
const writeChunk = async (photographerId: string, chunk: NewContact[]): Promise<NewContact[]> => {
  const placement = await writeWithIndex(
    photographerId,
    chunk.map((item) => ({ contactId: item.contactId, after: item })),
    (pages) =>
      chunk.map((item): TransactItem => ({
        Put: db().entities.contact.create({ ...item, indexPage: pages.get(item.contactId) }).params<NonNullable<TransactItem['Put']>>(),
      })),
  );
  return chunk.map((item) => ({ ...item, indexPage: placement.get(item.contactId) }));
};

const removeChunk = (photographerId: string, chunk: NewContact[]) =>
  writeWithIndex(
    photographerId,
    chunk.map((item) => ({ contactId: item.contactId, before: item.indexPage === undefined ? undefined : { page: item.indexPage, item } })),
    () =>
      chunk.map((item): TransactItem => ({
        Delete: db().entities.contact.delete({ photographerId, contactId: item.contactId }).params<NonNullable<TransactItem['Delete']>>(),
      })),
  );

export const importContactItems = async (photographerId: string, inputs: CreateContactInput[]): Promise<NewContact[]> => {
  const startedAt = Date.now();
  const contacts = inputs.map((input, i) => newContactOf(photographerId, input, i, startedAt));
  const chunks = chunksOf(contacts, IMPORT_CHUNK);
  const written: NewContact[][] = [];
  try {
    for (const chunk of chunks) written.push(await writeChunk(photographerId, chunk));
  } catch (error) {
    logger.error('import failed; removing the contacts already written', { error, written: written.length * IMPORT_CHUNK, total: contacts.length });
    for (const chunk of written) {
      // A chunk that cannot be removed is logged with its ids for an operator; the others still go.
      await removeChunk(photographerId, chunk).catch((rollbackError: unknown) =>
        logger.error('import rollback left contacts behind', { rollbackError, contactIds: chunk.map((c) => c.contactId) }),
      );
    }
    throw new DomainError('crm.import_failed', { cause: error });
  }
  return contacts;
};

export const importedSummaryOf = (contacts: NewContact[]) => ({
  importedCount: contacts.length,
  contacts: contacts.map((c) => ({ contactId: c.contactId, fullName: fullNameOf(c), type: c.type })),
});
