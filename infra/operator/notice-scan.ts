// `npm run notice-scan`: runs the scheduled notice scan once now (functions/src/notifications/
// notice-scan.ts) against the deployment, as its daily schedule does (the local stack's timer,
// EventBridge Scheduler on AWS). A second run the same minute notifies nothing more: the scan's
// mark and the events' keys make each notice once. See environment.ts for where it runs.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultDataDir, runOperatorCommand } from './environment.js';

const USAGE = 'Usage: npm run notice-scan [-- --data-dir <folder>]';

export const parseNoticeScanArgs = (argv: string[], env: NodeJS.ProcessEnv): { dataDir: string } | { error: string } => {
  try {
    const parsed = parseArgs({ args: argv, options: { 'data-dir': { type: 'string' } } });
    return { dataDir: parsed.values['data-dir'] ?? defaultDataDir(env) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
};

export const runNoticeScanCommand = async (_command: { dataDir: string }, out: (line: string) => void): Promise<void> => {
  const { runNoticeScan } = await import('@fotostudio/functions/notifications/notice-scan');
  const result = await runNoticeScan();
  out(result.firstRun ? 'first run: the mark is set, nothing already due was notified' : `${result.notified} notice(s) sent${result.overtaken ? ' (another run moved the mark meanwhile)' : ''}`);
};

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  process.exitCode = await runOperatorCommand(parseNoticeScanArgs(process.argv.slice(2), process.env), USAGE, runNoticeScanCommand);
}
