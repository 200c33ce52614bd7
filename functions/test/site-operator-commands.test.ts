// `npm run beta` and `npm run analytics` against the running local stack: listing
// applications, accepting one (a place and the invitation), and page views per day and path.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { applyToBeta, recordPageView } from '@fotostudio/shared/contracts/site';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { parseAnalyticsArgs, runAnalytics } from '../../infra/operator/analytics.js';
import { parseBetaArgs, runBeta } from '../../infra/operator/beta.js';
import { useOperatorEnvironment } from '../../infra/operator/environment.js';
import { repoRoot } from '../../infra/local/paths.js';
import { issueFormTicket } from '../src/site/form-ticket.js';
import { callApi, callRoute, responseOf } from './support/api.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const run = async (command: Parameters<typeof runBeta>[0]) => {
  const lines: string[] = [];
  await runBeta(command, (line) => lines.push(line));
  return lines;
};

const applyAs = async (email: string) => {
  const ticket = (await issueFormTicket('beta', new Date(Date.now() - 10_000))).ticket;
  const answer = await callRoute(applyToBeta, undefined, { body: { ...exampleOf(applyToBeta).body, ticket, email, lang: 'es' } });
  return responseOf(applyToBeta, answer).applicationId;
};

describe('operator command arguments', () => {
  it('takes list, or accept with one application id', () => {
    expect(parseBetaArgs(['list'], { LOCAL_DATA_DIR: '/tmp/x' })).toEqual({ command: 'list', dataDir: '/tmp/x' });
    const id = randomUUID();
    expect(parseBetaArgs(['accept', id, '--data-dir', '/tmp/y'], {})).toEqual({ command: 'accept', applicationId: id, dataDir: '/tmp/y' });
    for (const argv of [[], ['accept'], ['accept', 'nope'], ['list', 'extra'], ['remove', id], ['list', '--what']]) {
      expect(parseBetaArgs(argv, {}), argv.join(' ')).toHaveProperty('error');
    }
  });

  it('takes the last N days or a from-to range for analytics', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(parseAnalyticsArgs([], {}, now)).toMatchObject({ from: '2026-10-26', to: '2026-11-24' });
    expect(parseAnalyticsArgs(['--days', '1'], {}, now)).toMatchObject({ from: '2026-11-24', to: '2026-11-24' });
    expect(parseAnalyticsArgs(['--from', '2026-11-01', '--to', '2026-11-03'], {}, now)).toMatchObject({ from: '2026-11-01', to: '2026-11-03' });
    for (const argv of [['--days', '0'], ['--days', 'x'], ['--from', '2026-11-03', '--to', '2026-11-01'], ['--from', '2026-11-01'], ['--from', '2024-01-01', '--to', '2026-01-01']]) {
      expect(parseAnalyticsArgs(argv, {}, now), argv.join(' ')).toHaveProperty('error');
    }
  });

  it('says to start the stack when the data folder has none', () => {
    const empty = mkdtempSync(join(tmpdir(), 'operator-test-'));
    try {
      expect(useOperatorEnvironment({}, empty)).toMatchObject({ ok: false, message: expect.stringContaining('npm start') });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('npm run beta', () => {
  it('lists the applications with the places, and accepting one takes a place and sends the invitation once', async () => {
    const email = `operator-${randomUUID().slice(0, 8)}@example.com`;
    const applicationId = await applyAs(email);
    const { dataDir } = inject('localStack');

    const listed = await run({ command: 'list', dataDir });
    expect(listed[0]).toMatch(/^Places: \d+ of 30 taken, \d+ left; deadline 2027-01-31T22:59:59.000Z; open\.$/);
    const row = listed.find((line) => line.startsWith(applicationId));
    expect(row).toContain(email);
    expect(row).toContain('pending');

    expect(await run({ command: 'accept', applicationId, dataDir })).toEqual([`Accepted ${email}: one place taken. The invitation into the app is sent.`]);
    await eventually(async () => (await mailsTo(email)).find((mail) => mail.body.html?.includes('/auth/confirm-invite')));
    expect(await run({ command: 'accept', applicationId, dataDir })).toEqual([`${email} was already accepted: no place taken. The invitation was sent before.`]);
    expect((await run({ command: 'list', dataDir })).find((line) => line.startsWith(applicationId))).toContain('accepted');
  });

  it('runs as a command against the stack of a data folder, from its published environment', async () => {
    const email = `cli-${randomUUID().slice(0, 8)}@example.com`;
    const applicationId = await applyAs(email);
    // Without the functions' variables, as an operator's shell has them.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(TABLE_NAME|AWS_|USER_POOL|SITE_|MEDIA_|SES_|APP_URL)/.test(name)));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'infra/operator/beta.ts', 'list', '--data-dir', inject('localStack').dataDir], {
      cwd: repoRoot,
      env,
    });
    expect(stdout).toContain(applicationId);
    expect(stdout).toContain(email);
  }, 60_000);
});

describe('npm run analytics', () => {
  it('prints the views of each path per day, with visitors and languages, and the referring sites', async () => {
    const path = `/docs/operator-${randomUUID().slice(0, 8)}`;
    for (const lang of ['es', 'en', 'en'] as const) {
      const answer = await callApi({ method: 'POST', path: recordPageView.path, body: { path, lang, referrer: 'https://news.example.org/a' } });
      expect(answer.status, answer.text).toBe(200);
    }
    const day = new Date().toISOString().slice(0, 10);
    const lines: string[] = [];
    await runAnalytics({ from: day, to: day, dataDir: inject('localStack').dataDir }, (line) => lines.push(line));
    expect(lines).toContain(`${day}      3        1      1      2   ${path}`);
    expect(lines.some((line) => /^\s+\d+ {2}news\.example\.org$/.test(line))).toBe(true);
  });
});
