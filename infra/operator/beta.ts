// `npm run beta -- list` and `npm run beta -- accept <application id>`: the operator's side of
// the private beta. Accepting takes a place (in one transaction with the application's status)
// and sends the applicant the accounts flow's invitation. See environment.ts for where it runs.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultDataDir, runOperatorCommand } from './environment.js';

const USAGE = 'Usage: npm run beta -- list | accept <application id> [--data-dir <folder>]';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type BetaCommand = { command: 'list'; dataDir: string } | { command: 'accept'; applicationId: string; dataDir: string };

export const parseBetaArgs = (argv: string[], env: NodeJS.ProcessEnv): BetaCommand | { error: string } => {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { 'data-dir': { type: 'string' } } });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const dataDir = parsed.values['data-dir'] ?? defaultDataDir(env);
  const [command, id, ...extra] = parsed.positionals;
  if (command === 'list' && id === undefined) return { command, dataDir };
  if (command === 'accept' && id !== undefined && extra.length === 0) {
    return ID.test(id) ? { command, applicationId: id, dataDir } : { error: `"${id}" is not an application id.` };
  }
  return { error: 'Give list, or accept with one application id.' };
};

const cell = (value: string, width: number) => (value.length > width ? `${value.slice(0, width - 1)}…` : value.padEnd(width));

export const runBeta = async (command: BetaCommand, out: (line: string) => void): Promise<void> => {
  const { betaStatus, listBetaApplications } = await import('@fotostudio/functions/site/beta-programme');
  if (command.command === 'list') {
    const [status, applications] = await Promise.all([betaStatus(), listBetaApplications()]);
    out(
      `Places: ${status.placesTotal - status.placesLeft} of ${status.placesTotal} taken, ${status.placesLeft} left; deadline ${status.deadline}; ${status.open ? 'open' : 'waitlist only'}.`,
    );
    if (applications.length === 0) {
      out('No applications yet.');
      return;
    }
    out(['id'.padEnd(36), cell('sent', 16), cell('status', 8), cell('list', 8), cell('name', 22), cell('email', 36), cell('city', 14), cell('specialty', 10), 'sessions/month'].join('  '));
    for (const a of applications) {
      out(
        [
          a.applicationId,
          cell(a.createdAt.slice(0, 16).replace('T', ' '), 16),
          cell(a.status, 8),
          cell(a.waitlist ? 'waitlist' : 'beta', 8),
          cell(a.fullName, 22),
          cell(a.email, 36),
          cell(a.city, 14),
          cell(a.specialty, 10),
          a.sessionsPerMonth,
          a.notifiedAt ? '' : '  (emails not sent)',
          a.status === 'accepted' && !a.invitedAt ? '  (not invited yet: accept again)' : '',
        ].join('  '),
      );
    }
    return;
  }
  const { acceptAndInvite } = await import('@fotostudio/functions/site/beta-acceptance');
  const report = await acceptAndInvite(command.applicationId);
  const messages = {
    accepted: `Accepted ${report.email}: one place taken.`,
    already_accepted: `${report.email} was already accepted: no place taken.`,
    no_places_left: `No places left: ${report.email} stays pending. Raise the places (betaPlaces) to accept more.`,
  };
  const invitations = {
    sent: 'The invitation into the app is sent.',
    already_sent: 'The invitation was sent before.',
    already_has_account: `${report.email} already has an account: no invitation needed.`,
    not_sent: '',
  };
  out(`${messages[report.outcome]} ${invitations[report.invitation]}`.trim());
};

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  process.exitCode = await runOperatorCommand(parseBetaArgs(process.argv.slice(2), process.env), USAGE, runBeta);
}
