// Generated from the route table: photographer A writes marked data through every write
// route (each marker read back from what was stored), then photographer B calls every
// route on A's ids, puts A's ids into its own bodies, and reads its own lists. B is refused
// with the exact status and code, sees exactly its own data, and A's data stays as it was.
import { getMe } from '@fotostudio/shared/contracts/account';
import { getPackage, getProduct, listComments } from '@fotostudio/shared/contracts/catalog';
import { getContact, listRelationships } from '@fotostudio/shared/contracts/crm';
import { getSession, listSessionImages } from '@fotostudio/shared/contracts/sessions';
import type { AnyRoute } from '@fotostudio/shared/contracts/route';
import { routeTable } from '@fotostudio/shared/contracts/routes';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorCodeOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { markingsWith } from './support/contract-shape.js';
import {
  bodyFor,
  createTenantData,
  ID_FIELDS_IN_BODIES,
  ID_FIXTURES,
  ID_KINDS,
  notFoundOf,
  ownIds,
  paramsWith,
  pathKinds,
  undeclaredIdFields,
  type Ids,
} from './support/tenant-data.js';

/** Lower-case letters and digits: it also fits a business slug. */
const MARKER = `zq${randomBytes(3).toString('hex')}`;
const markings = markingsWith(MARKER);

type Json = Record<string, unknown>;
const list = (value: unknown, key: string): Json[] => (value as Record<string, Json[]>)[key] ?? [];
const item = (value: unknown, key: string): Json => (value as Record<string, Json>)[key] ?? {};
const text = (value: Json, key: string): string => String(value[key]);

interface Read {
  route: AnyRoute;
  params: Record<string, string>;
  /** The stored item within the answer. */
  pick: (body: unknown) => unknown;
}

const findBy = (key: string, id: string, listKey: string) => (body: unknown) => list(body, listKey).find((i) => i[key] === id);

/** Where each write route's stored data is read back, from the write's answer. */
const READ_BACK: Record<string, (answer: unknown) => Read[]> = {
  'account.putMe': () => [{ route: getMe, params: {}, pick: (b) => item(b, 'photographer') }],
  'account.putSettings': () => [{ route: getMe, params: {}, pick: (b) => item(b, 'settings') }],
  // A presigned form stores nothing but the file; its body has no free text.
  'media.createUpload': () => [],
  'catalog.createProduct': (a) => [productRead(a)],
  'catalog.updateProduct': (a) => [productRead(a)],
  'catalog.createPackage': (a) => [packageRead(a)],
  'catalog.updatePackage': (a) => [packageRead(a)],
  'catalog.createComment': (a) => [commentRead(a)],
  'catalog.updateComment': (a) => [commentRead(a)],
  'crm.createContact': (a) => [contactRead(text(item(a, 'contact'), 'contactId'))],
  'crm.updateContact': (a) => [contactRead(text(item(a, 'contact'), 'contactId'))],
  'crm.convertContact': (a) => [contactRead(text(item(a, 'contact'), 'contactId'))],
  'crm.importContacts': (a) => list(a, 'contacts').map((c) => contactRead(text(c, 'contactId'))),
  'sessions.create': (a) => [sessionRead(a)],
  'sessions.update': (a) => [sessionRead(a)],
  // Amounts only: no free text to look for.
  'sessions.updateFinance': () => [],
  'sessions.createImageUploads': (a) => imageReads(a),
  // No body: archive state and the removal are checked by the sessions tests.
  'sessions.archive': () => [],
  'sessions.restore': () => [],
  'sessions.removeImages': () => [],
  'sessions.sendEmail': () => [],
  'sessions.regenerateCalendarFeed': () => [],
  'crm.createRelationship': (a) => {
    const link = item(a, 'relationship');
    return [
      {
        route: listRelationships,
        params: { contactId: text(link, 'contactId') },
        pick: findBy('relationshipId', text(link, 'relationshipId'), 'relationships'),
      },
    ];
  },
};
const sessionRead = (a: unknown): Read => ({
  route: getSession,
  params: { sessionId: text(item(a, 'session'), 'sessionId') },
  pick: (b) => item(b, 'session'),
});
/** A ticket's key names its session: originals/<photographer>/sessions/<session>/<image>.<ext>. */
const imageReads = (a: unknown): Read[] =>
  list(a, 'tickets').flatMap((ticket) => {
    const upload = (ticket as { upload?: { key: string; imageId: string } | null }).upload;
    if (!upload) return [];
    const sessionId = upload.key.split('/')[3] ?? '';
    return [{ route: listSessionImages, params: { sessionId }, pick: findBy('imageId', upload.imageId, 'images') }];
  });
const productRead = (a: unknown): Read => ({
  route: getProduct,
  params: { productId: text(item(a, 'product'), 'productId') },
  pick: (b) => item(b, 'product'),
});
const packageRead = (a: unknown): Read => ({
  route: getPackage,
  params: { packageId: text(item(a, 'package'), 'packageId') },
  pick: (b) => item(b, 'package'),
});
const commentRead = (a: unknown): Read => ({
  route: listComments,
  params: {},
  pick: findBy('commentId', text(item(a, 'comment'), 'commentId'), 'comments'),
});
const contactRead = (contactId: string): Read => ({ route: getContact, params: { contactId }, pick: (b) => item(b, 'contact') });

/** Which of a read's answer is the caller's own data, and what it must be. */
const OWN_DATA: Record<string, { idsIn: (body: unknown) => string[]; expected: (ids: Ids, user: TestUser) => string[] }> = {
  'account.getMe': {
    idsIn: (b) => [text(item(b, 'photographer'), 'id'), text(item(b, 'photographer'), 'email')],
    expected: (_ids, user) => [user.sub, user.email],
  },
  'catalog.listProducts': { idsIn: (b) => list(b, 'products').map((p) => text(p, 'productId')), expected: (ids) => [ids.productId] },
  'catalog.getProduct': { idsIn: (b) => [text(item(b, 'product'), 'productId')], expected: (ids) => [ids.productId] },
  'catalog.listPackages': { idsIn: (b) => list(b, 'packages').map((p) => text(p, 'packageId')), expected: (ids) => [ids.packageId] },
  'catalog.getPackage': { idsIn: (b) => [text(item(b, 'package'), 'packageId')], expected: (ids) => [ids.packageId] },
  'catalog.listComments': { idsIn: (b) => list(b, 'comments').map((c) => text(c, 'commentId')), expected: (ids) => [ids.commentId] },
  // The example asks for leads; both contacts of the fixtures are leads.
  'crm.listContacts': {
    idsIn: (b) => list(b, 'rows').map((c) => text(c, 'contactId')),
    expected: (ids) => [ids.contactId, ids.relatedContactId],
  },
  'crm.getContact': { idsIn: (b) => [text(item(b, 'contact'), 'contactId')], expected: (ids) => [ids.contactId] },
  'crm.listRelationships': {
    idsIn: (b) => list(b, 'relationships').map((r) => text(r, 'relationshipId')),
    expected: (ids) => [ids.relationshipId],
  },
  'sessions.list': { idsIn: (b) => list(b, 'sessions').map((x) => text(x, 'sessionId')), expected: (ids) => [ids.sessionId] },
  'sessions.get': {
    idsIn: (b) => [text(item(b, 'session'), 'sessionId'), text(item(b, 'session'), 'clientId'), text(item(b, 'package'), 'packageId')],
    expected: (ids) => [ids.sessionId, ids.clientId, ids.packageId],
  },
  // Amounts only; the session it belongs to is in the path.
  'sessions.getFinance': { idsIn: () => [], expected: () => [] },
  'sessions.listImages': { idsIn: (b) => list(b, 'images').map((i) => text(i, 'imageId')), expected: (ids) => [ids.imageId] },
  'sessions.getCalendarFeed': { idsIn: (b) => [text(item(b, 'feed'), 'url').split('/').at(-1) ?? ''], expected: (ids) => [ids.feedToken] },
};

const isWrite = (route: AnyRoute) => route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
const photographerRoutes = routeTable.filter((r) => r.auth === 'photographer');
const withPath = photographerRoutes.filter((r) => r.path.includes('{'));
const reads = photographerRoutes.filter((r) => r.method === 'GET');
const creatingRoutes = new Set(Object.values(ID_FIXTURES).map((f) => f.createdBy.id));
const idFieldCases = photographerRoutes.flatMap((route) =>
  Object.keys(ID_FIELDS_IN_BODIES[route.id]?.fields ?? {}).map((field) => [`${route.id} ${field}`, route, field] as const),
);

/** Signed media URLs carry their expiry: compare what they point at. */
const withoutSignatures = (body: unknown): unknown =>
  JSON.parse(JSON.stringify(body), (key, value: unknown) => (/Url$/.test(key) && typeof value === 'string' ? value.split('?')[0] : value));

const expectNothingOf = (owner: TestUser, answer: ApiAnswer, context: string) => {
  expect(answer.text, `${context}: A's marker`).not.toContain(MARKER);
  expect(answer.text, `${context}: A's id`).not.toContain(owner.sub);
  expect(answer.text, `${context}: A's email`).not.toContain(owner.email);
};

describe('the fixtures cover every route of the table', () => {
  it('names an id kind with a fixture for every path parameter', () => {
    for (const route of withPath) expect(() => pathKinds(route), route.id).not.toThrow();
    for (const route of withPath) expect(() => notFoundOf(route), route.id).not.toThrow();
  });

  it('declares every id a request body can carry, with its refusal', () => {
    const undeclared = photographerRoutes.filter(isWrite).flatMap((r) => undeclaredIdFields(r).map((f) => `${r.id} ${f}`));
    expect(undeclared, 'add these to ID_FIELDS_IN_BODIES in functions/test/support/tenant-data.ts').toEqual([]);
  });

  it('creates every id kind with a route of the table', () => {
    for (const kind of ID_KINDS) expect(routeTable, kind).toContain(ID_FIXTURES[kind].createdBy);
  });

  it('says where every write is read back and what every read must show its caller', () => {
    expect(photographerRoutes.filter(isWrite).filter((r) => !READ_BACK[r.id]).map((r) => r.id), 'add them to READ_BACK').toEqual([]);
    expect(reads.filter((r) => !OWN_DATA[r.id]).map((r) => r.id), 'add them to OWN_DATA').toEqual([]);
  });
});

describe('tenant isolation over every photographer route', () => {
  let a: TestUser;
  let b: TestUser;
  let idsOfA: Ids;
  let idsOfB: Ids;
  const readsOfA = new Map<string, unknown>();

  /** Reads back what a write stored and checks it kept every marker of the body. */
  const expectStored = async (write: { route: AnyRoute; answer: ApiAnswer; tokens: string[] }) => {
    const readBack = READ_BACK[write.route.id]?.(write.answer.body) ?? [];
    if (write.tokens.length > 0 && readBack.length === 0) throw new Error(`${write.route.id} wrote markers that READ_BACK never reads`);
    const stored = await Promise.all(
      readBack.map(async (read) => {
        const answer = await callRoute(read.route, a.accessToken, { params: read.params });
        expect(answer.status, `${read.route.id} after ${write.route.id}: ${answer.text}`).toBe(200);
        return read.pick(answer.body);
      }),
    );
    const storedText = JSON.stringify(stored);
    const lost = write.tokens.filter((token) => !storedText.includes(token));
    expect(lost, `${write.route.id}: markers missing from the stored item ${storedText}`).toEqual([]);
  };

  const readAs = (user: TestUser, route: AnyRoute, ids: Ids) => callRoute(route, user.accessToken, { params: paramsWith(route, ids) });

  beforeAll(async () => {
    [a, b] = await Promise.all([createPhotographer('tenant-a'), createPhotographer('tenant-b')]);
    [{ ids: idsOfA }, { ids: idsOfB }] = await Promise.all([
      createTenantData(a.accessToken, { marking: markings, afterEach: expectStored }),
      createTenantData(b.accessToken),
    ]);
    // A also goes through every other write of the table, each body marked and read back.
    for (const route of photographerRoutes.filter((r) => isWrite(r) && !creatingRoutes.has(r.id))) {
      const marking = markings();
      const body = bodyFor(route, ownIds(route, idsOfA), marking);
      const answer = await callRoute(route, a.accessToken, { params: paramsWith(route, idsOfA), body });
      expect(answer.status, `${route.id} as A: ${answer.text}`).toBe(route.successStatus);
      await expectStored({ route, answer, tokens: marking.tokens });
    }
    for (const route of reads) {
      const answer = await readAs(a, route, idsOfA);
      expect(answer.status, `${route.id} as A: ${answer.text}`).toBe(200);
      readsOfA.set(route.id, withoutSignatures(answer.body));
    }
  });

  it.each(reads.map((r) => [r.id, r] as const))("%s shows B exactly B's own data", async (_id, route) => {
    const answer = await readAs(b, route, idsOfB);
    expect(answer.status, answer.text).toBe(200);
    const own = OWN_DATA[route.id];
    expect(own, `no OWN_DATA for ${route.id}`).toBeDefined();
    expect(own?.idsIn(answer.body).sort()).toEqual(own?.expected(idsOfB, b).sort());
    expectNothingOf(a, answer, route.id);
  });

  it.each(withPath.map((r) => [r.id, r] as const))("%s answers B's call on A's ids with its 404", async (_id, route) => {
    const answer = await callRoute(route, b.accessToken, {
      params: paramsWith(route, idsOfA),
      body: isWrite(route) ? bodyFor(route, ownIds(route, idsOfB)) : undefined,
    });
    expect({ status: answer.status, code: errorCodeOf(answer) }, answer.text).toEqual({ status: 404, code: notFoundOf(route) });
    expectNothingOf(a, answer, route.id);
  });

  it.each(idFieldCases)("%s: B naming A's id in its own body is refused", async (_name, route, field) => {
    const declared = ID_FIELDS_IN_BODIES[route.id]?.fields[field];
    if (!declared) throw new Error(`${route.id} ${field} is not declared`);
    const ownOfB = ownIds(route, idsOfB);
    const body = bodyFor(route, (name, kind) => (name === field ? idsOfA[kind] : ownOfB(name, kind)));
    const answer = await callRoute(route, b.accessToken, { params: paramsWith(route, idsOfB), body });
    expect({ status: answer.status, code: errorCodeOf(answer) }, answer.text).toEqual(declared.refusal);
    expectNothingOf(a, answer, route.id);
  });

  it.each(photographerRoutes.filter((r) => isWrite(r) && !r.path.includes('{')).map((r) => [r.id, r] as const))(
    "%s, written by B with its own data, answers with nothing of A's",
    async (_id, route) => {
      const answer = await callRoute(route, b.accessToken, { body: bodyFor(route, ownIds(route, idsOfB)) });
      expect(answer.status, answer.text).toBe(route.successStatus);
      expectNothingOf(a, answer, route.id);
    },
  );

  it("leaves A's data as it was after B called every route", async () => {
    for (const route of reads) {
      const answer = await readAs(a, route, idsOfA);
      expect(withoutSignatures(answer.body), route.id).toEqual(readsOfA.get(route.id));
    }
  });
});
