// Archive, restore and permanent delete through the API, and the table stream reaping what
// TTL deleted. Every test also checks that a neighbouring session of the same photographer
// and another photographer's session are untouched.
import { putSettings } from '@fotostudio/shared/contracts/account';
import { ARCHIVE_RETENTION_DAYS } from '@fotostudio/shared/constants';
import { listNotifications } from '@fotostudio/shared/contracts/notifications';
import { archiveSession, deleteSession, restoreSession } from '@fotostudio/shared/contracts/sessions';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { reapSession } from '../src/sessions/session-reaper.js';
import { callRoute, errorCodeOf, responseOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { createClientAndPackage, createTestSession, packageRefs, sessionState, storeImage, type TestSession } from './support/sessions.js';

interface Fixture extends TestSession {
  user: TestUser;
  objectKeys: string[];
}

const WHOLE = (images: number, objects: number) => ({ session: 1, finance: 1, images, counters: 0, objects });
const GONE = { session: 0, finance: 0, images: 0, counters: 0, objects: 0 };

/** A session with two ready images and a pending one, and a finance read counter. */
const sessionWithImages = async (user: TestUser, owner?: { clientId: string; packageId: string }): Promise<Fixture> => {
  const session = await createTestSession(user.accessToken, { title: 'Boda de Ana' }, owner);
  const images = await Promise.all([
    storeImage(user.sub, session.sessionId),
    storeImage(user.sub, session.sessionId),
    storeImage(user.sub, session.sessionId, { status: 'pending' }),
  ]);
  return { ...session, user, objectKeys: images.flatMap((i) => i.objectKeys) };
};

const stateOf = (f: Fixture) => sessionState(f.user.sub, f.sessionId, f.objectKeys);
const call = (route: typeof archiveSession | typeof restoreSession | typeof deleteSession, f: Fixture) =>
  callRoute(route, f.user.accessToken, { params: { sessionId: f.sessionId } });

/** Makes DynamoDB's TTL due for the archived session, as if seven days had passed. */
const expireNow = (f: Fixture) =>
  db()
    .entities.session.patch({ photographerId: f.user.sub, sessionId: f.sessionId })
    .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
    .go();

describe('session archive, restore and delete', () => {
  let owner: TestUser;
  let other: TestUser;
  let neighbour: Fixture;
  let foreign: Fixture;
  let shared: { clientId: string; packageId: string };

  beforeAll(async () => {
    [owner, other] = await Promise.all([createPhotographer('archive-owner'), createPhotographer('archive-other')]);
    shared = await createClientAndPackage(owner.accessToken);
    [neighbour, foreign] = await Promise.all([sessionWithImages(owner, shared), sessionWithImages(other)]);
  });

  const expectNeighboursUntouched = async () => {
    expect(await stateOf(neighbour)).toEqual(WHOLE(3, 6));
    expect(await stateOf(foreign)).toEqual(WHOLE(3, 6));
    expect(await packageRefs(foreign.user.sub, foreign.packageId)).toBe(1);
  };

  it('archives with a deletion date seven days ahead, emails the photographer, and answers the same state when repeated', async () => {
    const f = await sessionWithImages(owner, shared);
    const before = Date.now();
    const answer = await call(archiveSession, f);
    const { session } = responseOf(archiveSession, answer);
    const days = (Date.parse(session.deleteAt ?? '') - before) / 86_400_000;
    expect(days).toBeGreaterThan(ARCHIVE_RETENTION_DAYS - 0.01);
    expect(days).toBeLessThan(ARCHIVE_RETENTION_DAYS + 0.01);
    expect(session.coverUrl).toBeNull();
    // The default settings ask for archiving emails.
    const mail = await eventually(async () => (await mailsTo(owner.email)).find((m) => m.subject.includes('Boda de Ana')));
    expect(mail.subject).toBe('Sesión archivada: Boda de Ana');
    expect(mail.body.text).toContain('Se eliminará');

    // And in the app's notifications, once: a repeated archive is no new event.
    const archivedNotices = async () => {
      const answer = responseOf(listNotifications, await callRoute(listNotifications, owner.accessToken, { query: {} }));
      if (answer.unchanged) throw new Error('expected a page of notifications');
      return answer.notifications.filter((n) => n.kind === 'sessionArchived' && n.sessionId === f.sessionId);
    };
    expect(await archivedNotices()).toEqual([expect.objectContaining({ sessionTitle: 'Boda de Ana', deletesAt: session.deleteAt, readAt: null })]);

    const again = await call(archiveSession, f);
    expect(responseOf(archiveSession, again).session.deleteAt).toBe(session.deleteAt);
    expect(await stateOf(f)).toEqual(WHOLE(3, 6));
    expect(await archivedNotices()).toHaveLength(1);
  });

  it('sends no archiving email when the photographer turned that notification off', async () => {
    const quiet = await createPhotographer('archive-quiet');
    const off = await callRoute(putSettings, quiet.accessToken, { body: { notifications: { sessionArchiving: { email: false } } } });
    expect(off.status, off.text).toBe(200);
    const f = await sessionWithImages(quiet);
    expect((await call(archiveSession, f)).status).toBe(200);
    // A later mail to the same address shows the archive's mail would have arrived by now.
    const loud = await sessionWithImages(quiet);
    const on = await callRoute(putSettings, quiet.accessToken, { body: { notifications: { sessionArchiving: { email: true } } } });
    expect(on.status).toBe(200);
    expect((await call(archiveSession, loud)).status).toBe(200);
    const archivingMails = async () => (await mailsTo(quiet.email)).filter((m) => m.subject.startsWith('Sesión archivada'));
    await eventually(async () => ((await archivingMails()).length > 0 ? true : undefined));
    // One mail, for the second session only (both have the same title).
    expect((await archivingMails()).map((m) => m.subject)).toEqual(['Sesión archivada: Boda de Ana']);
  });

  it('restores an archived session: no deletion date, photos served again; refuses one that is not archived', async () => {
    const f = await sessionWithImages(owner, shared);
    expect((await call(archiveSession, f)).status).toBe(200);
    const restored = await call(restoreSession, f);
    const { session } = responseOf(restoreSession, restored);
    expect(session).toMatchObject({ archivedAt: null, deleteAt: null });
    expect(session.coverUrl).toMatch(/\/media\/derived\//);
    const { data } = await db().entities.session.get({ photographerId: owner.sub, sessionId: f.sessionId }).go();
    expect(data?.expiresAt).toBeUndefined();

    const twice = await call(restoreSession, f);
    expect({ status: twice.status, code: errorCodeOf(twice) }).toEqual({ status: 409, code: 'sessions.not_archived' });
    const unknown = await callRoute(restoreSession, owner.accessToken, { params: { sessionId: randomUUID() } });
    expect({ status: unknown.status, code: errorCodeOf(unknown) }).toEqual({ status: 404, code: 'sessions.not_found' });
  });

  it('deletes a session at once with its finance, images, files and package reference, and nothing else', async () => {
    const f = await sessionWithImages(owner, shared);
    const refs = await packageRefs(owner.sub, shared.packageId);
    const answer = await call(deleteSession, f);
    expect(answer.status, answer.text).toBe(200);
    expect(await stateOf(f)).toEqual(GONE);
    expect(await packageRefs(owner.sub, shared.packageId)).toBe((refs ?? 0) - 1);
    const again = await call(deleteSession, f);
    expect({ status: again.status, code: errorCodeOf(again) }).toEqual({ status: 404, code: 'sessions.not_found' });
    // The stream's own reaping of the same removal gives nothing back twice.
    await reapSession(owner.sub, f.sessionId);
    expect(await packageRefs(owner.sub, shared.packageId)).toBe((refs ?? 0) - 1);
    await expectNeighboursUntouched();
  });

  it('gives the package reference back once when several reapings of one session run at once', async () => {
    const f = await sessionWithImages(owner, shared);
    const refs = await packageRefs(owner.sub, shared.packageId);
    await db().entities.session.delete({ photographerId: owner.sub, sessionId: f.sessionId }).go();
    await Promise.all([reapSession(owner.sub, f.sessionId), reapSession(owner.sub, f.sessionId), reapSession(owner.sub, f.sessionId)]);
    expect(await stateOf(f)).toEqual(GONE);
    expect(await packageRefs(owner.sub, shared.packageId)).toBe((refs ?? 0) - 1);
  });

  it('reaps nothing of a session whose main item still exists', async () => {
    const f = await sessionWithImages(owner, shared);
    await reapSession(owner.sub, f.sessionId);
    expect(await stateOf(f)).toEqual(WHOLE(3, 6));
  });

  it('deletes an archived session permanently', async () => {
    const f = await sessionWithImages(owner, shared);
    expect((await call(archiveSession, f)).status).toBe(200);
    expect((await call(deleteSession, f)).status).toBe(200);
    expect(await stateOf(f)).toEqual(GONE);
  });

  it(
    'when TTL deletes an archived session the stream reaps the rest, once, and nothing else',
    async () => {
      const f = await sessionWithImages(owner, shared);
      const refs = await packageRefs(owner.sub, shared.packageId);
      expect((await call(archiveSession, f)).status).toBe(200);
      await expireNow(f);
      await eventually(async () => ((await stateOf(f)).objects === 0 && (await stateOf(f)).images === 0 ? true : undefined), 30_000, 250);
      expect(await stateOf(f)).toEqual(GONE);
      expect(await packageRefs(owner.sub, shared.packageId)).toBe((refs ?? 0) - 1);
      // A second delivery of the same record changes nothing.
      await reapSession(owner.sub, f.sessionId);
      expect(await packageRefs(owner.sub, shared.packageId)).toBe((refs ?? 0) - 1);
      await expectNeighboursUntouched();
    },
    60_000,
  );

  it(
    'a restore racing the expiry leaves the session either whole or wholly gone',
    async () => {
      const outcomes: string[] = [];
      for (let round = 0; round < 6; round += 1) {
        const f = await sessionWithImages(owner, shared);
        const refs = await packageRefs(owner.sub, shared.packageId);
        expect((await call(archiveSession, f)).status).toBe(200);
        const { data } = await db().entities.session.get({ photographerId: owner.sub, sessionId: f.sessionId }).go({ consistent: true });
        const seen = data?.expiresAt;
        // DynamoDB's TTL deletion: only if the item still holds the expiry it was found with
        // (what the local sweeper does too). Alternate which side starts first.
        const expire = () =>
          db()
            .entities.session.delete({ photographerId: owner.sub, sessionId: f.sessionId })
            .where((attr, op) => op.eq(attr.expiresAt, seen ?? 0))
            .go()
            .then(
              () => 'expired',
              () => 'kept',
            );
        const restore = () => call(restoreSession, f);
        const [restored, expired] =
          round % 2 === 0
            ? await Promise.all([restore(), expire()])
            : await Promise.all([expire(), restore()]).then(([e, r]) => [r, e] as const);
        if (restored.status === 200) {
          expect(expired).toBe('kept');
          expect(await stateOf(f)).toEqual(WHOLE(3, 6));
          expect(await packageRefs(owner.sub, shared.packageId)).toBe(refs);
          outcomes.push('restored');
        } else {
          expect({ status: restored.status, code: errorCodeOf(restored), expired }).toEqual({
            status: 404,
            code: 'sessions.not_found',
            expired: 'expired',
          });
          await eventually(async () => ((await stateOf(f)).objects === 0 && (await stateOf(f)).images === 0 ? true : undefined), 30_000, 250);
          expect(await stateOf(f)).toEqual(GONE);
          expect(await packageRefs(owner.sub, shared.packageId)).toBe((refs ?? 0) - 1);
          outcomes.push('gone');
        }
      }
      expect(outcomes).toHaveLength(6);
      await expectNeighboursUntouched();
    },
    120_000,
  );
});
