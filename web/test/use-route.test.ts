import { getMe, putSettings } from '@fotostudio/shared/contracts/account';
import { getContact, listContacts, listRelationships, updateContact, type Contact } from '@fotostudio/shared/contracts/crm';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api-client';
import { cacheWrite, routeKey, sendChange, type CacheMutator } from '../src/lib/use-route';

/** A cache as SWR keeps it, by key: what a change writes, and which keys it marks out of date. */
const fakeCache = (keys: unknown[]) => {
  const entries = new Map<string, { key: unknown; data: unknown }>(keys.map((key) => [JSON.stringify(key), { key, data: 'cached' }]));
  const invalidated: unknown[] = [];
  const mutate: CacheMutator = async (key, ...rest) => {
    if (typeof key === 'function') {
      for (const entry of entries.values()) if ((key as (k: unknown) => boolean)(entry.key)) invalidated.push(entry.key);
      return undefined;
    }
    const [data, options] = rest;
    expect(options).toEqual({ revalidate: false });
    const serialized = JSON.stringify(key);
    const previous = entries.get(serialized)?.data;
    entries.set(serialized, { key, data: typeof data === 'function' ? (data as (d: unknown) => unknown)(previous) : data });
    return undefined;
  };
  return { mutate, invalidated, read: (key: unknown) => entries.get(JSON.stringify(key))?.data };
};

const contact = { contactId: 'c-1', fullName: 'Ana Ruiz' } as Contact;
const ofContact = (contactId: string) => routeKey(getContact, { params: { contactId } });
const listPage = (page: number) => routeKey(listContacts, { query: { type: 'client', page, pageSize: 25 } });

describe('a change through the route table', () => {
  const options = {
    writes: (answer: { contact: Contact }) => [cacheWrite(getContact, { params: { contactId: answer.contact.contactId } }, answer)],
    invalidates: [listContacts],
  };
  const input = { params: { contactId: 'c-1' }, body: {} as never };

  it('writes its answer where the route reads it, and marks every cached input of the routes it names', async () => {
    const cache = fakeCache([listPage(1), listPage(2), ofContact('c-2'), routeKey(listRelationships, { params: { contactId: 'c-1' } })]);
    const answer = await sendChange(updateContact, options, input, cache.mutate, async () => ({ contact }));
    expect(answer).toEqual({ contact });
    expect(cache.read(ofContact('c-1'))).toEqual({ contact });
    expect(cache.read(ofContact('c-2'))).toBe('cached');
    expect(cache.invalidated).toEqual([listPage(1), listPage(2)]);
  });

  it('marks the named routes after a refusal too, writes nothing and throws the refusal', async () => {
    const cache = fakeCache([listPage(1), ofContact('c-1')]);
    const refusal = new ApiError('crm.contact_not_found', 404);
    await expect(
      sendChange(updateContact, options, input, cache.mutate, async () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(cache.read(ofContact('c-1'))).toBe('cached');
    expect(cache.invalidated).toEqual([listPage(1)]);
  });

  it('sends changes of an in-turn route one after another, even after a failure', async () => {
    const cache = fakeCache([routeKey(getMe, {})]);
    const events: string[] = [];
    let release: () => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = (name: string, wait?: Promise<void>) => async () => {
      events.push(`start ${name}`);
      await wait;
      events.push(`end ${name}`);
      if (name === 'first') throw new ApiError('general.unknown', 500);
      return { name } as never;
    };
    const turn = { inTurn: true };
    const a = sendChange(putSettings, turn, { body: {} }, cache.mutate, send('first', first)).catch(() => 'failed');
    const b = sendChange(putSettings, turn, { body: {} }, cache.mutate, send('second'));
    // Every pending step runs before a new task: the second has had its chance to start.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['start first']);
    release();
    expect(await a).toBe('failed');
    expect(await b).toEqual({ name: 'second' });
    expect(events).toEqual(['start first', 'end first', 'start second', 'end second']);
  });

  it('keys an answer by route id and input, so two inputs are two answers and one input is one', () => {
    expect(JSON.stringify(ofContact('c-1'))).toBe(JSON.stringify(ofContact('c-1')));
    expect(JSON.stringify(ofContact('c-1'))).not.toBe(JSON.stringify(ofContact('c-2')));
    expect(ofContact('c-1')[0]).toBe(getContact.id);
  });
});
