// A photographer changing their own business slug many times at once ends up holding
// exactly the slug their profile shows; every other slug they tried is free again.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { getMe } from '@fotostudio/shared/contracts/account';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';

const RACERS = 20;

/** The slug item as stored, read straight from the table (not through the entities). */
const slugHolder = async (slug: string): Promise<string | undefined> => {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `$fotostudio#slug_${slug}`, sk: '$businessslug_1' }, ConsistentRead: true }),
  );
  const holder: unknown = Item?.photographerId;
  return typeof holder === 'string' ? holder : undefined;
};

const slugOf = (answer: ApiAnswer): string | null => responseOf(getMe, answer).photographer.businessSlug;

const expectOkOrCatalogueConflict = (answers: ApiAnswer[]) => {
  for (const answer of answers) {
    if (answer.status === 200) continue;
    expect(answer.status, answer.text).toBe(409);
    expect(['profile.changed_meanwhile', 'profile.slug_taken']).toContain(errorCodeOf(answer));
  }
};

describe('business slug changed many times at once by its photographer', () => {
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [owner, other] = await Promise.all([createPhotographer('slug-racer'), createPhotographer('slug-claimer')]);
  });
  const setSlug = (user: TestUser, businessSlug: string | null) =>
    callApi({ method: 'PUT', path: '/api/me', token: user.accessToken, body: { businessSlug } });
  const profileSlug = async (user: TestUser) => slugOf(await callApi({ method: 'GET', path: '/api/me', token: user.accessToken }));

  const raceDifferentSlugs = async (prefix: string) => {
    const slugs = Array.from({ length: RACERS }, (_, i) => `${prefix}-${i}`);
    const answers = await Promise.all(slugs.map((slug) => setSlug(owner, slug)));
    expectOkOrCatalogueConflict(answers);
    expect(answers.some((a) => a.status === 200)).toBe(true);

    const kept = await profileSlug(owner);
    expect(slugs).toContain(kept);
    const holders = await Promise.all(slugs.map(slugHolder));
    const held = slugs.filter((_, i) => holders[i] === owner.sub);
    expect(held).toEqual([kept]);
    expect(holders.filter((h) => h !== undefined && h !== owner.sub)).toEqual([]);

    for (const free of slugs.filter((s) => s !== kept)) {
      const claimed = await setSlug(other, free);
      expect(claimed.status, `${free}: ${claimed.text}`).toBe(200);
      expect(await slugHolder(free)).toBe(other.sub);
    }
    // Give them back so the next race starts from a clean other photographer.
    expect((await setSlug(other, null)).status).toBe(200);
  };

  it(`keeps exactly one of ${RACERS} different slugs, starting without a slug`, async () => {
    await raceDifferentSlugs(`sin-${randomUUID().slice(0, 8)}`);
  });

  it(`keeps exactly one of ${RACERS} different slugs, starting from a slug it already had`, async () => {
    const first = `antes-${randomUUID().slice(0, 8)}`;
    expect((await setSlug(owner, first)).status).toBe(200);
    await raceDifferentSlugs(`con-${randomUUID().slice(0, 8)}`);
    expect(await slugHolder(first)).toBeUndefined();
  });

  it(`answers ${RACERS} requests for the same slug with 200 and holds it once`, async () => {
    const slug = `mismo-${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(Array.from({ length: RACERS }, () => setSlug(owner, slug)));
    expectOkOrCatalogueConflict(answers);
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: RACERS }, () => 200));
    expect(await profileSlug(owner)).toBe(slug);
    expect(await slugHolder(slug)).toBe(owner.sub);
    expect(errorCodeOf(await setSlug(other, slug))).toBe('profile.slug_taken');
  });

  it('clears the slug from many requests at once and frees it', async () => {
    const answers = await Promise.all(Array.from({ length: RACERS }, () => setSlug(owner, null)));
    expectOkOrCatalogueConflict(answers);
    expect(await profileSlug(owner)).toBeNull();
  });
});
