// "Generate again" replaces the whole link, over the local stack: the old token and the old
// custom address stop resolving (their key items are gone) in the write that makes the new
// link, which keeps password, message, comment and validity (with its extension) unless the
// request changes them. And the data migration that removes key items no link names any more,
// run over items written as earlier code left them.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { runDataMigrations } from '../src/data-migrations.js';
import { newLinkToken } from '../src/share-links/link-store.js';
import { createComment } from '@fotostudio/shared/contracts/catalog';
import { unlockGallery } from '@fotostudio/shared/contracts/gallery';
import { createShareLink, extendShareLink } from '@fotostudio/shared/contracts/share-links';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { createClientAndPackage, createTestSession, storeImage } from './support/sessions.js';

const DAY_MS = 86_400_000;

describe('generating a share link again', () => {
  let user: TestUser;
  let owner: { clientId: string; packageId: string };
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const holder = (method: string, path: string, body?: unknown, pass?: string) =>
    callApi({ method, path: `/api/gallery/${path}`, body, headers: pass ? { 'x-gallery-pass': pass } : {} });
  const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer) });
  const linkOf = (answer: ApiAnswer) => responseOf(createShareLink, answer).link;
  const keyItem = async (linkKey: string) => (await db().entities.shareLinkKey.get({ linkKey }).go({ consistent: true })).data;

  /** A session with one ready image and its first link. */
  const sharedSession = async (link: Record<string, unknown>) => {
    const { sessionId } = await createTestSession(user.accessToken, { title: 'Boda de Ana' }, owner);
    await storeImage(user.sub, sessionId);
    const answer = await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Elige tus fotos', durationDays: 30, ...link });
    return { sessionId, link: linkOf(answer) };
  };

  beforeAll(async () => {
    user = await createPhotographer('share-regen');
    owner = await createClientAndPackage(user.accessToken);
  });

  it('ends the old token and custom address at once and keeps password, message, comment and validity with its extension', async () => {
    const comment = await api('POST', '/api/comments', { title: 'Bienvenida', text: 'Hola, elige tus favoritas' });
    const commentId = responseOf(createComment, comment).comment.commentId;
    const customUrl = `boda-${randomUUID().slice(0, 8)}`;
    const { sessionId, link: first } = await sharedSession({ customUrl, password: 'secreto1', commentId });
    const extended = await api('POST', `/api/sessions/${sessionId}/share-link/extend`, { days: 10 });
    const validUntil = responseOf(extendShareLink, extended).link.validUntil;
    expect(Date.parse(validUntil) - Date.parse(first.validUntil)).toBeGreaterThan(9 * DAY_MS);
    const unlocked = await holder('POST', `${first.token}/unlock`, { password: 'secreto1' });
    const { pass } = responseOf(unlockGallery, unlocked);
    expect((await holder('GET', customUrl, undefined, pass)).status).toBe(200);

    // What the web dialog sends: the title only.
    const regenerated = await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Elige tus fotos' });
    const second = linkOf(regenerated);
    expect(second.token).not.toBe(first.token);
    expect(second).toMatchObject({
      customUrl: null,
      hasPassword: true,
      message: 'Hola, elige tus favoritas',
      commentId,
      validUntil,
      durationDays: 30,
      status: 'active',
    });
    for (const old of [first.token, customUrl]) {
      expect(refusal(await holder('GET', old, undefined, pass)), old).toEqual({ status: 404, code: 'gallery.link_invalid' });
      expect(await keyItem(old), old).toBeNull();
    }
    // The new address asks for the same password; the comment is still counted once.
    expect(refusal(await holder('GET', second.token))).toEqual({ status: 401, code: 'gallery.password_required' });
    expect(refusal(await holder('GET', second.token, undefined, pass))).toEqual({ status: 401, code: 'gallery.password_required' });
    const again = await holder('POST', `${second.token}/unlock`, { password: 'secreto1' });
    expect((await holder('GET', second.token, undefined, responseOf(unlockGallery, again).pass)).status).toBe(200);
    const { data: counted } = await db().entities.defaultComment.get({ photographerId: user.sub, commentId }).go({ consistent: true });
    expect(counted?.linkRefs).toBe(1);
    // The old custom address is free: another session can take it.
    const other = await sharedSession({});
    expect((await api('PATCH', `/api/sessions/${other.sessionId}/share-link`, { customUrl })).status).toBe(200);
  });

  it('changes what the request sends: a new custom address, new days from now, no message, no password', async () => {
    const customUrl = `fiesta-${randomUUID().slice(0, 8)}`;
    const { sessionId, link: first } = await sharedSession({ customUrl, password: 'secreto1', message: 'Hola' });
    expect(refusal(await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Otra', customUrl }))).toEqual({
      status: 409,
      code: 'share.custom_url_replaced',
    });
    // Refused: the link is as it was.
    expect((await holder('POST', `${first.token}/unlock`, { password: 'secreto1' })).status).toBe(200);
    expect((await keyItem(customUrl))?.sessionId).toBe(sessionId);

    const newUrl = `${customUrl}-2`;
    const answer = await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Otra', customUrl: newUrl, durationDays: 5, message: null, password: null });
    expect(answer.status, answer.text).toBe(201);
    const second = linkOf(answer);
    expect(second).toMatchObject({ customUrl: newUrl, hasPassword: false, message: null, commentId: null, durationDays: 5 });
    expect(Math.abs(Date.parse(second.validUntil) - (Date.now() + 5 * DAY_MS))).toBeLessThan(60_000);
    expect(refusal(await holder('GET', customUrl))).toEqual({ status: 404, code: 'gallery.link_invalid' });
    expect(await keyItem(customUrl)).toBeNull();
    expect((await holder('GET', newUrl)).status).toBe(200);
    expect((await holder('GET', second.token)).status).toBe(200);
  });
});

describe('the data migration of share-link key items', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await createPhotographer('share-keys-migration');
  });

  it('removes key items the session’s link does not name (and those of a session without a link), keeps the named ones, and runs again harmlessly', async () => {
    const owner = await createClientAndPackage(user.accessToken);
    const { sessionId } = await createTestSession(user.accessToken, {}, owner);
    await storeImage(user.sub, sessionId);
    const customUrl = `mig-${randomUUID().slice(0, 8)}`;
    const created = await callApi({
      method: 'POST',
      path: `/api/sessions/${sessionId}/share-link`,
      token: user.accessToken,
      body: { title: 'Elige', durationDays: 30, customUrl },
    });
    const { token } = responseOf(createShareLink, created).link;
    const key = { photographerId: user.sub, sessionId };
    // As earlier code left them: the addresses of a replaced link, and a key of a link that is gone.
    const staleToken = newLinkToken();
    const staleUrl = `mig-old-${randomUUID().slice(0, 8)}`;
    const orphan = { linkKey: `mig-orphan-${randomUUID().slice(0, 8)}`, kind: 'customUrl' as const, photographerId: user.sub, sessionId: randomUUID() };
    await db()
      .transaction.write(({ shareLinkKey }) => [
        shareLinkKey.create({ linkKey: staleToken, kind: 'token', ...key }).commit(),
        shareLinkKey.create({ linkKey: staleUrl, kind: 'customUrl', ...key }).commit(),
        shareLinkKey.create(orphan).commit(),
      ])
      .go();
    // A stale custom address keeps that address taken.
    const other = await createTestSession(user.accessToken, {}, owner);
    await storeImage(user.sub, other.sessionId);
    const taken = await callApi({
      method: 'POST',
      path: `/api/sessions/${other.sessionId}/share-link`,
      token: user.accessToken,
      body: { title: 'Otra', customUrl: staleUrl },
    });
    expect({ status: taken.status, code: errorCodeOf(taken) }).toEqual({ status: 409, code: 'share.custom_url_taken' });

    const lines: string[] = [];
    await runDataMigrations((line) => lines.push(line), ['stale-share-link-keys']);
    expect(lines.some((line) => line.startsWith('stale-share-link-keys:'))).toBe(true);
    const exists = async (linkKey: string) => (await db().entities.shareLinkKey.get({ linkKey }).go({ consistent: true })).data !== null;
    expect({ staleToken: await exists(staleToken), staleUrl: await exists(staleUrl), orphan: await exists(orphan.linkKey) }).toEqual({
      staleToken: false,
      staleUrl: false,
      orphan: false,
    });
    expect({ token: await exists(token), customUrl: await exists(customUrl) }).toEqual({ token: true, customUrl: true });

    // Idempotent: a second run removes nothing and leaves the link working.
    await runDataMigrations(() => undefined, ['stale-share-link-keys']);
    expect((await callApi({ method: 'GET', path: `/api/gallery/${customUrl}` })).status).toBe(200);
    const freed = await callApi({
      method: 'POST',
      path: `/api/sessions/${other.sessionId}/share-link`,
      token: user.accessToken,
      body: { title: 'Otra', customUrl: staleUrl },
    });
    expect(freed.status, freed.text).toBe(201);
    // The step over the table the suites running beside it fill (every step took 32 s in CI).
  }, 120_000);
});
