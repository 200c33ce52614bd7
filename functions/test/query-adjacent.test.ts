// One Query of adjacent kinds in one partition (data/database.ts `queryAdjacent`), as the
// dashboard reads its documents' month items and its sessions' month counts: both kinds come back
// whole and parsed by their entities, in a single request; the kinds that sort before them (the
// documents' copies, the old link rows) and after them (the session rows), the listed rows and
// another photographer's rows are not read.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { keptMonthsOf } from '../src/dashboard/dashboard-reads.js';
import { db, queryAdjacent } from '../src/data/database.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';

const MIDDLEWARE = 'countQueriesForTest';
let queries = 0;
afterEach(() => {
  dynamoDocumentClient().middlewareStack.remove(MIDDLEWARE);
});
const countQueries = () => {
  queries = 0;
  dynamoDocumentClient().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'QueryCommand') queries += 1;
      return next(args);
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
};

const link = { active: true, validUntil: '2026-12-31T00:00:00.000Z', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z' };
const session = (photographerId: string, sessionId: string) => ({
  photographerId,
  sessionId,
  title: `Sesión ${sessionId}`,
  clientName: 'Ana',
  sessionType: 'portrait' as const,
  status: 'active' as const,
  hasSelection: false,
  sortDate: '2026-11-10',
  link,
});
const month = (photographerId: string, key: string) => ({
  photographerId,
  month: key,
  days: [{ day: `${key}-03`, invoices: 1, baseCents: 10_000, vatCents: 2_100, irpfCents: 0 }],
  due: [{ issueDay: `${key}-03`, dueDay: `${key}-28`, invoices: 1, dueCents: 12_100 }],
  sessionIds: [],
  documents: 1,
  latestUpdate: `${key}-03T10:00:00.000Z`,
});
const sessionMonth = (photographerId: string, key: string) => ({
  photographerId,
  month: key,
  days: [{ day: `${key}-10`, sessions: 2, galleriesShared: 1, selectionsConfirmed: 0, selectionsToProcess: 0 }],
});

const studio = async (): Promise<string> => {
  const photographerId = randomUUID();
  const { dashboardDocument, dashboardLink, dashboardMonth, dashboardMonthSessions, dashboardSession, dashboardUnpaid, dashboardQuote } = db().entities;
  await dashboardDocument
    .put({
      photographerId,
      issueMonth: '2026-10',
      documentId: randomUUID(),
      kind: 'invoice',
      number: 'F-1',
      status: 'sent',
      issueDate: '2026-10-03',
      dueDate: '2026-11-02',
      clientName: 'Ana',
      totalCents: 12_100,
      sourceUpdatedAt: '2026-10-03T10:00:00.000Z',
    })
    .go();
  // A link row of the earlier rule sorts before the months: not read.
  await dashboardLink.put({ photographerId, sessionId: 'a', ...link }).go();
  await dashboardSession.put([session(photographerId, 'a'), session(photographerId, 'b')]).go();
  await dashboardMonth.put([month(photographerId, '2026-10'), month(photographerId, '2026-11')]).go();
  await dashboardMonthSessions.put([sessionMonth(photographerId, '2026-10'), sessionMonth(photographerId, '2026-11')]).go();
  // The listed rows sort outside the kept rows' range: queried on their own, a few at a time.
  await dashboardUnpaid.put({ photographerId, dueDate: '2026-11-02', documentId: randomUUID(), number: 'F-1', clientName: 'Ana', totalCents: 12_100 }).go();
  await dashboardQuote.put({ photographerId, issueDate: '2026-10-04', documentId: randomUUID(), number: 'P-1', status: 'pending', sessionTitle: '', clientName: 'Ana', totalCents: 5_000 }).go();
  return photographerId;
};

describe('queryAdjacent', () => {
  it('reads the month items and the sessions’ month counts in one Query, without the documents’ copies, the old link rows, the session rows, the listed rows or another photographer’s rows', async () => {
    const photographerId = await studio();
    const other = await studio();
    const { dashboardMonth, dashboardMonthSessions } = db().entities;
    countQueries();
    const items = await queryAdjacent(dashboardMonth.query.byMonth({ photographerId }), dashboardMonthSessions.query.byMonth({ photographerId }));
    expect(queries).toBe(1);
    expect([...items.keys()].sort()).toEqual(['dashboardMonth', 'dashboardMonthSessions']);
    expect(dashboardMonthSessions.parse({ Items: items.get('dashboardMonthSessions') ?? [] }).data).toEqual([sessionMonth(photographerId, '2026-10'), sessionMonth(photographerId, '2026-11')]);
    expect(dashboardMonth.parse({ Items: items.get('dashboardMonth') ?? [] }).data).toEqual([month(photographerId, '2026-10'), month(photographerId, '2026-11')]);
    expect(JSON.stringify([...items.values()])).not.toContain(other);
  });

  it('gives the dashboard its months’ figures and session counts by day', async () => {
    const photographerId = await studio();
    const { sessionDays, figures } = await keptMonthsOf(photographerId);
    expect(sessionDays.map((day) => day.day)).toEqual(['2026-10-10', '2026-11-10']);
    expect(figures.days.map((day) => day.day)).toEqual(['2026-10-03', '2026-11-03']);
    expect(figures.due.map((amount) => amount.dueDay)).toEqual(['2026-10-28', '2026-11-28']);
  });

  it('refuses kinds of two partitions', async () => {
    const { dashboardMonth, dashboardSession } = db().entities;
    await expect(queryAdjacent(dashboardMonth.query.byMonth({ photographerId: 'a' }), dashboardSession.query.bySession({ photographerId: 'b' }))).rejects.toThrow(/partition/);
  });
});
