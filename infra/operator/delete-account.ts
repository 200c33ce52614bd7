// `npm run delete-account -- <photographer id>` (a dry run: what would be deleted and kept) and
// `npm run delete-account -- <photographer id> --execute`: deletes a photographer's account on
// request (functions/src/account-data/account-deletion.ts): their items as each kind's rule
// says (invoices and VERI*FACTU records kept for the retention period), their files (issued
// invoice PDFs and VERI*FACTU files kept) and their user in the pool. Running it again finishes
// a run that stopped halfway. See environment.ts for where it runs.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultDataDir, runOperatorCommand } from './environment.js';

const USAGE = 'Usage: npm run delete-account -- <photographer id> [--execute] [--data-dir <folder>]';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface DeleteAccountCommand {
  photographerId: string;
  execute: boolean;
  dataDir: string;
}

export const parseDeleteAccountArgs = (argv: string[], env: NodeJS.ProcessEnv): DeleteAccountCommand | { error: string } => {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { execute: { type: 'boolean' }, 'data-dir': { type: 'string' } } });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const [id, ...extra] = parsed.positionals;
  if (id === undefined || extra.length > 0) return { error: 'Give one photographer id.' };
  if (!ID.test(id)) return { error: `"${id}" is not a photographer id.` };
  return { photographerId: id, execute: parsed.values.execute === true, dataDir: parsed.values['data-dir'] ?? defaultDataDir(env) };
};

const counts = (byKind: Record<string, number>): string =>
  Object.entries(byKind)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ') || 'none';

export const runDeleteAccount = async (command: DeleteAccountCommand, out: (line: string) => void): Promise<void> => {
  const { deleteAccountData } = await import('@fotostudio/functions/account-data/account-deletion');
  const report = await deleteAccountData(command.photographerId, { dryRun: !command.execute });
  if (!report.dryRun) {
    const { scheduleRecordsPurgeOn } = await import('@fotostudio/functions/account-data/account-closure-run');
    await scheduleRecordsPurgeOn(report.photographerId, report.keepUntil);
  }
  const verb = report.dryRun ? 'would delete' : 'deleted';
  out(`${report.dryRun ? 'Dry run' : 'Done'} for ${report.photographerId}:`);
  out(`  items ${verb}: ${counts(report.deleted)}`);
  out(`  items kept until ${report.keepUntil}${report.dryRun ? '' : ' (their purge is scheduled then)'}: ${counts(report.kept)}`);
  out(`  files ${verb}: ${report.objectsDeleted}; kept (issued invoices, VERI*FACTU): ${report.objectsKept}`);
  out(`  user in the pool ${report.dryRun ? (report.userDeleted ? 'would be deleted' : 'not found') : report.userDeleted ? 'deleted' : 'not found'}`);
  if (report.dryRun) out('Nothing was changed. Run again with --execute to delete.');
};

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  process.exitCode = await runOperatorCommand(parseDeleteAccountArgs(process.argv.slice(2), process.env), USAGE, runDeleteAccount);
}
