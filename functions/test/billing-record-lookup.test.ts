// The per-invoice lookup of VERI*FACTU records: written with each record, it takes the PDF's
// QR, the XML download and the Verification tab to an invoice's record without reading the
// issuer's whole chain (verification still reads the chain from the first record up to it).
// Reads are counted on this process's DynamoDB client, around calls of the billing modules.
// An invoice recorded before lookups existed is still found through the chain. Records and
// lookups outlive the session the invoice billed: no reaper or TTL reaches them.
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { deleteSession } from '@fotostudio/shared/contracts/sessions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceRecordXmlLink, invoiceVerification } from '../src/billing/invoice-verification.js';
import { altaRecordOf, chainRecords, invoiceRecordItem } from '../src/billing/verifactu-records.js';
import { db, ENTITY_NAME_ATTRIBUTE } from '../src/data/database.js';
import { tableKeys } from '../src/data/table-schema.js';
import { reapSession } from '../src/sessions/session-reaper.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { callApi, callRoute, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody, documentOf } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { createTestSession } from './support/sessions.js';

const INVOICES = 12;

// Record items DynamoDB answered, whether the middleware sees them marshalled or not.
let recordsRead = 0;
const entityOf = (item: Record<string, unknown>): unknown => {
  const name = item[ENTITY_NAME_ATTRIBUTE];
  return typeof name === 'object' && name !== null && 'S' in name ? name.S : name;
};
const countRecordReads = (next: (args: unknown) => Promise<{ output: unknown }>) => async (args: unknown) => {
  const result = await next(args);
  const output = result.output as { Item?: Record<string, unknown>; Items?: Record<string, unknown>[] };
  recordsRead += [...(output.Items ?? []), ...(output.Item ? [output.Item] : [])].filter((item) => entityOf(item) === 'verifactuRecord').length;
  return result;
};
const readsOf = async <T>(call: () => Promise<T>): Promise<{ value: T; reads: number }> => {
  recordsRead = 0;
  const value = await call();
  return { value, reads: recordsRead };
};

describe('billing: the per-invoice VERI*FACTU record lookup', () => {
  let user: TestUser;
  let nif: string;
  let sessionId: string;
  const invoices: string[] = [];
  const invoiceAt = (i: number): string => invoices[i] ?? '';
  const content = () => ({ issuer: { taxId: nif } });
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });

  beforeAll(async () => {
    user = await createPhotographer('record-lookup');
    const settings = await completeBillingSettings(user.accessToken);
    nif = responseOf(putBillingSettings, settings).settings.taxId;
    sessionId = (await createTestSession(user.accessToken)).sessionId;
    for (let i = 0; i < INVOICES; i += 1) {
      const session = i === 0 ? { ...(documentBody().session as object), sessionId } : undefined;
      const issued = await api('POST', '/api/billing/invoices', documentBody({ series: 'K', ...(session ? { session } : {}) }));
      expect(issued.status, issued.text).toBe(201);
      invoices.push(documentOf(issued).documentId);
    }
    expect((await api('POST', `/api/billing/invoices/${invoiceAt(2)}/cancel`, {})).status).toBe(200);
    dynamoDocumentClient().middlewareStack.add(countRecordReads as never, { step: 'initialize', name: 'countRecordReads' });
  }, 120_000);

  afterAll(() => {
    dynamoDocumentClient().middlewareStack.remove('countRecordReads');
  });

  it('writes a lookup naming each record (alta and anulación) where the record sits', async () => {
    const records = await chainRecords(user.sub, nif);
    expect(records).toHaveLength(INVOICES + 1);
    for (const record of records) {
      const { data } = await db().entities.verifactuRecordLookup.get({ photographerId: user.sub, documentId: record.documentId, recordKind: record.recordKind }).go();
      expect(data).toMatchObject({ issuerNif: nif, position: record.position });
    }
  });

  it("finds an invoice's record with one read and verifies the chain only up to it", async () => {
    const alta = await readsOf(() => altaRecordOf(user.sub, invoiceAt(6), content()));
    expect(alta.reads).toBe(1);
    expect(alta.value?.Encadenamiento).toHaveProperty('RegistroAnterior');
    const cancellation = await readsOf(() => invoiceRecordItem(user.sub, invoiceAt(2), content(), 'anulacion'));
    expect({ reads: cancellation.reads, position: Number(cancellation.value?.position) }).toEqual({ reads: 1, position: INVOICES + 1 });
    const xml = await readsOf(() => invoiceRecordXmlLink(user.sub, invoiceAt(6), 'alta'));
    expect(xml.reads).toBe(1);
    expect(await (await fetch(xml.value.url)).text()).toContain(`<sum1:Huella>${alta.value?.Huella}</sum1:Huella>`);

    const verification = await readsOf(() => invoiceVerification(user.sub, invoiceAt(4)));
    expect(verification.reads).toBe(5);
    expect(verification.value).toMatchObject({ chainLength: INVOICES + 1, records: [{ kind: 'alta', position: 5, chainVerified: true }] });
    const cancelled = await readsOf(() => invoiceVerification(user.sub, invoiceAt(2)));
    expect(cancelled.value.records.map((r) => [r.kind, r.position, r.chainVerified])).toEqual([['alta', 3, true], ['anulacion', INVOICES + 1, true]]);
  });

  it('finds the records of an invoice recorded before lookups existed by reading the chain', async () => {
    const { Key, TableName } = db().entities.verifactuRecordLookup.get({ photographerId: user.sub, documentId: invoiceAt(5), recordKind: 'alta' }).params();
    await dynamoDocumentClient().send(new DeleteCommand({ TableName, Key }));
    const alta = await readsOf(() => altaRecordOf(user.sub, invoiceAt(5), content()));
    expect(alta.reads).toBe(INVOICES + 1);
    const verification = await invoiceVerification(user.sub, invoiceAt(5));
    expect(verification.records).toMatchObject([{ kind: 'alta', position: 6, chainVerified: true, huella: alta.value?.Huella }]);
    expect(await invoiceRecordItem(user.sub, invoiceAt(5), content(), 'anulacion')).toBeUndefined();
  });

  it('keeps every record and lookup, with no expiry, when the billed session is deleted and reaped', async () => {
    const items = async () => {
      const { Key } = db().entities.verifactuRecordLookup.get({ photographerId: user.sub, documentId: invoiceAt(0), recordKind: 'alta' }).params();
      const answer = await dynamoDocumentClient().send(
        new QueryCommand({
          TableName: process.env.TABLE_NAME,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': tableKeys.partitionKey },
          ExpressionAttributeValues: { ':pk': (Key as Record<string, unknown>)[tableKeys.partitionKey] },
          ConsistentRead: true,
        }),
      );
      return (answer.Items ?? []).filter((item) => ['verifactuRecord', 'verifactuRecordLookup'].includes(String(item[ENTITY_NAME_ATTRIBUTE])));
    };
    const before = await items();
    // Twelve records and lookups, and the cancellation's pair, less the lookup the previous test removed.
    expect(before).toHaveLength(2 * (INVOICES + 1) - 1);
    expect(before.filter((item) => tableKeys.timeToLive in item)).toEqual([]);
    const deleted = await callRoute(deleteSession, user.accessToken, { params: { sessionId } });
    expect(deleted.status, deleted.text).toBe(200);
    await reapSession(user.sub, sessionId);
    expect(await items()).toEqual(before);
  });
});
