// Event plumbing, end to end through the local stand-ins: S3 ObjectCreated reaches the
// image function, the table's stream (TTL deletions included) reaches the stream
// function, and Cognito triggers reach theirs.
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readAccount } from '../src/account/photographer-account.js';
import { db } from '../src/data/database.js';
import { createPhotographer } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { latestMailTo } from './support/mail.js';
import { mediaBucket, objectExists, s3 } from './support/storage.js';
import { PNG } from './support/uploads.js';
import { SignUpCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { uniqueEmail } from './support/cognito-users.js';

const bucket = mediaBucket;

const uploadOf = async (photographerId: string, objectKey: string) =>
  (await db().entities.upload.get({ photographerId, objectKey }).go()).data ?? undefined;

describe('S3 uploads reach the image function', () => {
  it('records a real image under originals/ as received, with its size and type', async () => {
    // A real photographer: a recorded upload counts its bytes on the photographer's item.
    const { sub: photographerId } = await createPhotographer('events-upload');
    const key = `originals/${photographerId}/session 1/photo one.png`;
    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: PNG, ContentType: 'image/png' }));
    const upload = await eventually(() => uploadOf(photographerId, key));
    expect(upload).toMatchObject({ status: 'received', sizeBytes: PNG.length, contentType: 'image/png', detectedType: 'image/png' });
    expect(upload.expiresAt).toBeUndefined();
  });

  it('rejects a file whose bytes are not the image its type claims, and schedules its removal', async () => {
    // A real photographer: a recorded upload counts its bytes on the photographer's item.
    const { sub: photographerId } = await createPhotographer('events-upload');
    const key = `originals/${photographerId}/fake.png`;
    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: Buffer.from('%PDF-1.7 not a picture'), ContentType: 'image/png' }));
    const upload = await eventually(() => uploadOf(photographerId, key));
    expect(upload).toMatchObject({ status: 'rejected', rejectionReason: 'not_an_image' });
    expect(upload.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('ignores objects outside originals/, so derived files never trigger it', async () => {
    // A real photographer: a recorded upload counts its bytes on the photographer's item.
    const { sub: photographerId } = await createPhotographer('events-upload');
    const key = `derived/${photographerId}/thumb.png`;
    const later = `originals/${photographerId}/after-the-derived-one.png`;
    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: PNG, ContentType: 'image/png' }));
    // Events arrive in order: once an original stored after it is recorded, the derived
    // file's event has been through the same path.
    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: later, Body: PNG, ContentType: 'image/png' }));
    await eventually(() => uploadOf(photographerId, later));
    expect(await uploadOf(photographerId, key)).toBeUndefined();
    await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
  });
});

describe('the table stream reaches the stream function', () => {
  const storeUpload = async (expiresAt?: number) => {
    // A real photographer: a recorded upload counts its bytes on the photographer's item.
    const { sub: photographerId } = await createPhotographer('events-upload');
    const key = `originals/${photographerId}/to-reap.png`;
    const derived = `derived/${photographerId}/to-reap.png/thumb.webp`;
    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: derived, Body: PNG, ContentType: 'image/png' }));
    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: PNG, ContentType: 'image/png' }));
    await eventually(() => uploadOf(photographerId, key));
    if (expiresAt !== undefined) {
      await db().entities.upload.patch({ photographerId, objectKey: key }).set({ expiresAt }).go();
    }
    return { photographerId, key, derived };
  };

  it('removes the bytes and derivatives of a deleted upload record', async () => {
    const { photographerId, key, derived } = await storeUpload();
    await db().entities.upload.delete({ photographerId, objectKey: key }).go();
    await eventually(async () => ((await objectExists(key)) || (await objectExists(derived)) ? undefined : true));
  });

  it(
    'receives TTL deletions and reaps the expired upload',
    async () => {
      const { photographerId, key, derived } = await storeUpload(Math.floor(Date.now() / 1000) - 60);
      // DynamoDB Local sweeps expired items about once a minute.
      await eventually(async () => ((await uploadOf(photographerId, key)) ? undefined : true), 150_000, 1000);
      await eventually(async () => ((await objectExists(key)) || (await objectExists(derived)) ? undefined : true), 20_000);
    },
    180_000,
  );
});

describe('Cognito triggers reach their function', () => {
  it('PostConfirmation creates the photographer and the default settings', async () => {
    const user = await createPhotographer('confirmed');
    const account = await readAccount(user.sub);
    expect(account.photographer).toMatchObject({ email: user.email, onboardingCompleted: false });
    expect(account.settings?.preferences.timezone).toBe('Europe/Madrid');
  });

  const signUp = async (email: string, attributes: { Name: string; Value: string }[] = []) =>
    new CognitoIdentityProviderClient({}).send(
      new SignUpCommand({
        ClientId: process.env.USER_POOL_CLIENT_ID,
        Username: email,
        Password: `Pw-${randomUUID()}`,
        UserAttributes: [{ Name: 'email', Value: email }, ...attributes],
      }),
    );

  it('CustomMessage writes the sign-up email with a link into the app, delivered through SES', async () => {
    const email = uniqueEmail('signup-mail');
    await signUp(email);
    const mail = await eventually(() => latestMailTo(email));
    expect(mail.subject).toBe('Confirma tu correo electrónico');
    expect(mail.html).toContain(`${process.env.APP_URL}/auth/confirm?code=`);
    expect(mail.html).not.toContain('{####}');
  });

  it("CustomMessage writes the email in the language of the user's locale", async () => {
    const email = uniqueEmail('signup-mail-en');
    await signUp(email, [{ Name: 'locale', Value: 'en-GB' }]);
    expect((await eventually(() => latestMailTo(email))).subject).toBe('Confirm your email address');
  });
});
