// Creating, listing and changing sessions. Creating writes the session, its finance and the
// package's in-use counter in one transaction, so a package can never be deleted between
// the check and the write, nor count a session that does not exist.
import { randomUUID } from 'node:crypto';
import type { SessionInput, SessionSummary, SessionUpdate } from '@fotostudio/shared/contracts/sessions';
import type * as z from 'zod';
import type { sessionListQuery } from '@fotostudio/shared/contracts/sessions';
import { initialFinance } from '@fotostudio/shared/sessions/session-finance';
import { db, isConditionalFailure, transact, writeItems } from '../data/database.js';
import { refusedAmong } from '../data/transaction.js';
import { countSessionOnActivePackage, updateSessionAsRead } from '../data/stores/sessions.js';
import type { SessionItem } from '../data/entities/session.js';
import { fullNameOf } from '../crm/views.js';
import { DomainError } from '../lib/errors.js';
import { mediaUrlOf } from '../media/media-urls.js';
import { storedGalleryLookOf } from '@fotostudio/shared/gallery/gallery-look';
import { listSessionItems, requireActiveSession, requireSession } from './session-store.js';
import { coverOf } from './session-cover.js';
import { toSessionSummary } from './views.js';

type ListQuery = z.infer<typeof sessionListQuery>;

const sortDateOf = (date: string | null | undefined, createdAt: string): string => date ?? createdAt.slice(0, 10);

const loadClient = async (photographerId: string, contactId: string) => {
  const { data } = await db().entities.contact.get({ photographerId, contactId }).go();
  if (!data || data.isDeleted) throw new DomainError('crm.contact_not_found');
  if (data.type !== 'client') throw new DomainError('sessions.client_not_client');
  return data;
};

const loadPackage = async (photographerId: string, packageId: string) => {
  const { data } = await db().entities.sessionPackage.get({ photographerId, packageId }).go();
  if (!data) throw new DomainError('catalog.package_not_found');
  if (!data.active) throw new DomainError('sessions.package_inactive');
  return data;
};

/** The optional text and number fields: a value sets, null (or blank) removes. */
const OPTIONAL_FIELDS = ['description', 'date', 'time', 'durationMinutes', 'location', 'notes', 'galleryComment'] as const;
type OptionalField = (typeof OPTIONAL_FIELDS)[number];

const presentOptionals = (input: Partial<Record<OptionalField, string | number | null | undefined>>) =>
  Object.fromEntries(OPTIONAL_FIELDS.flatMap((f) => (input[f] === null || input[f] === undefined || input[f] === '' ? [] : [[f, input[f]]])));

export const createSessionItem = async (photographerId: string, input: SessionInput, now = new Date()): Promise<SessionItem> => {
  const [client, sessionPackage] = await Promise.all([loadClient(photographerId, input.clientId), loadPackage(photographerId, input.packageId)]);
  const sessionId = randomUUID();
  const finance = initialFinance(sessionPackage.priceCents, input.finance);
  if (finance.paidCents > finance.totalPriceCents) throw new DomainError('sessions.paid_above_total');
  const createdAt = now.toISOString();
  const outcome = await transact(
    writeItems(({ session, sessionFinance }) => [
      session
        .create({
          photographerId,
          sessionId,
          clientId: client.contactId,
          clientName: fullNameOf(client),
          packageId: sessionPackage.packageId,
          packageName: sessionPackage.name,
          title: input.title,
          sessionType: input.sessionType,
          calendarSync: input.calendarSync,
          status: 'active',
          imageSlots: 0,
          sortDate: sortDateOf(input.date, createdAt),
          ...presentOptionals(input),
        })
        .commit(),
      sessionFinance.create({ photographerId, sessionId, packageId: sessionPackage.packageId, ...finance }).commit(),
    ]).concat(countSessionOnActivePackage(photographerId, sessionPackage.packageId)),
  );
  if (!outcome.committed) {
    // The package was deleted or switched off between the read and the write.
    throw new DomainError(refusedAmong(outcome, 2, 3) ? 'sessions.package_inactive' : 'sessions.changed_meanwhile');
  }
  return requireSession(photographerId, sessionId);
};

/** The cover the photographer chose: one of the session's ready images, else `sessions.cover_not_ready`. */
const chosenCover = async (photographerId: string, sessionId: string, imageId: string) => {
  const { data: image } = await db().entities.sessionImage.get({ photographerId, sessionId, imageId }).go({ consistent: true });
  const cover = image ? coverOf(image) : undefined;
  if (!cover) throw new DomainError('sessions.cover_not_ready');
  return cover;
};

export const updateSessionItem = async (photographerId: string, sessionId: string, input: SessionUpdate): Promise<SessionItem> => {
  const current = await requireActiveSession(photographerId, sessionId);
  if ((input.clientId && input.clientId !== current.clientId) || (input.packageId && input.packageId !== current.packageId)) {
    throw new DomainError('sessions.client_package_fixed');
  }
  const calendarSync = input.calendarSync ?? current.calendarSync;
  const date = input.date === undefined ? current.date : input.date;
  if (calendarSync && !date) throw new DomainError('sessions.calendar_needs_date');
  const cover = input.coverImageId !== undefined && input.coverImageId !== current.coverImageId ? await chosenCover(photographerId, sessionId, input.coverImageId) : {};
  const set = {
    ...cover,
    ...(input.galleryLook !== undefined ? storedGalleryLookOf(input.galleryLook) : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.sessionType !== undefined ? { sessionType: input.sessionType } : {}),
    ...(input.calendarSync !== undefined ? { calendarSync: input.calendarSync } : {}),
    ...(input.status !== undefined && current.status !== 'selected' ? { status: input.status } : {}),
    ...presentOptionals(input),
    ...(input.date !== undefined ? { sortDate: sortDateOf(input.date, current.createdAt) } : {}),
  };
  const remove = OPTIONAL_FIELDS.filter((f) => input[f] === null || input[f] === '');
  try {
    // A save made meanwhile (or an archive) would be overwritten.
    await updateSessionAsRead({ photographerId, sessionId }, current.updatedAt, set, remove);
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const now = await requireSession(photographerId, sessionId);
    if (now.archivedAt) throw new DomainError('sessions.archived');
    throw new DomainError('sessions.changed_meanwhile', { cause: error });
  }
  return requireSession(photographerId, sessionId);
};

const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

const matches = (item: SessionItem, query: ListQuery): boolean => {
  if ((query.view === 'archived') !== Boolean(item.archivedAt)) return false;
  if (query.sessionType && item.sessionType !== query.sessionType) return false;
  if (query.status && item.status !== query.status) return false;
  if (query.selected && item.hasSelection !== (query.selected === 'true')) return false;
  if (query.clientId && item.clientId !== query.clientId) return false;
  if ((query.from || query.to) && !item.date) return false;
  if (query.search) {
    const needle = folded(query.search);
    if (!folded(`${item.title} ${item.clientName}`).includes(needle)) return false;
  }
  return true;
};

/** Newest date first; a calendar range reads in date and time order. */
const listOrder = (ranged: boolean) => (a: SessionItem, b: SessionItem) => {
  const byDate = `${a.sortDate} ${a.time ?? ''}`.localeCompare(`${b.sortDate} ${b.time ?? ''}`);
  return ranged ? byDate : -byDate || b.createdAt.localeCompare(a.createdAt);
};

export const coverUrlOf = (item: SessionItem) => (item.coverKey && !item.archivedAt ? mediaUrlOf(item.coverKey) : Promise.resolve(null));

/** A session as the list shows it, its cover signed. */
export const toSessionSummaryWithCover = async (item: SessionItem): Promise<SessionSummary> => toSessionSummary(item, await coverUrlOf(item));

export const listSessionPage = async (photographerId: string, query: ListQuery) => {
  const ranged = Boolean(query.from || query.to);
  const items = (await listSessionItems(photographerId, { from: query.from, to: query.to }))
    .filter((item) => matches(item, query))
    .sort(listOrder(ranged));
  const totalCount = items.length;
  const start = (query.page - 1) * query.pageSize;
  const pageItems = items.slice(start, start + query.pageSize);
  const sessions: SessionSummary[] = await Promise.all(pageItems.map(toSessionSummaryWithCover));
  return { sessions, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)), page: query.page, pageSize: query.pageSize };
};
