// `npm run invite` and the temporary-password check, without a running stack.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { passwordAttempt } from '../local/cognito/cognito-temporary-password.js';
import { invite, parseInviteArgs } from '../local/invite.js';

describe('invite command arguments', () => {
  it('lower-cases the address and defaults to Spanish, port 3000 and .local-data', () => {
    const options = parseInviteArgs(['Ana@Example.COM'], {});
    expect(options).toMatchObject({ email: 'ana@example.com', language: 'es', stackUrl: 'http://127.0.0.1:3000' });
    expect('dataDir' in options && options.dataDir.endsWith('.local-data')).toBe(true);
  });

  it('takes the stack from PORT or LOCAL_STACK_URL / LOCAL_DATA_DIR, and flags over both', () => {
    expect(parseInviteArgs(['a@b.co'], { PORT: '3100' })).toMatchObject({ stackUrl: 'http://127.0.0.1:3100' });
    expect(parseInviteArgs(['a@b.co'], { LOCAL_STACK_URL: 'http://127.0.0.1:4000/', LOCAL_DATA_DIR: '/tmp/x' })).toMatchObject({
      stackUrl: 'http://127.0.0.1:4000',
      dataDir: '/tmp/x',
    });
    expect(
      parseInviteArgs(['a@b.co', '--url', 'http://127.0.0.1:5000', '--data-dir', '/tmp/y', '--lang', 'en'], {
        LOCAL_STACK_URL: 'http://127.0.0.1:4000',
      }),
    ).toMatchObject({ stackUrl: 'http://127.0.0.1:5000', dataDir: '/tmp/y', language: 'en' });
  });

  it('refuses a missing or invalid address, extra arguments and unknown languages with the usage', () => {
    for (const argv of [[], ['not-an-email'], ['a@b.co', 'c@d.co'], ['a@b.co', '--lang', 'fr'], ['a@b.co', '--what']]) {
      expect(parseInviteArgs(argv, {}), argv.join(' ')).toMatchObject({ ok: false, usage: true });
    }
  });

  it('says to start the stack when its data folder has no user pool', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'invite-test-'));
    try {
      const result = await invite({ email: 'a@b.co', language: 'es', stackUrl: 'http://127.0.0.1:9', dataDir: empty });
      expect(result).toEqual({ ok: false, message: `No user pool in ${empty}: start the local stack with \`npm start\` first.` });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('temporary password check', () => {
  it('looks only at password sign-ins', () => {
    const request = { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'c', AuthParameters: { USERNAME: 'u', PASSWORD: 'p' } };
    expect(passwordAttempt(request)).toEqual({ clientId: 'c', username: 'u', password: 'p' });
    expect(passwordAttempt({ ...request, AuthFlow: 'REFRESH_TOKEN_AUTH' })).toBeUndefined();
    expect(passwordAttempt({ ...request, AuthParameters: { USERNAME: 'u' } })).toBeUndefined();
    expect(passwordAttempt(null)).toBeUndefined();
  });
});
