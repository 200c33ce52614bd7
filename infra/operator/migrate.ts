// `npm run migrate`: runs the data migrations (functions/src/data-migrations.ts) against the
// deployment, as `npm start` does by itself locally. Every step is idempotent: run it after
// each deploy. See environment.ts for where it runs.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultDataDir, runOperatorCommand } from './environment.js';

const USAGE = 'Usage: npm run migrate [-- --data-dir <folder>]';

export const parseMigrateArgs = (argv: string[], env: NodeJS.ProcessEnv): { dataDir: string } | { error: string } => {
  try {
    const parsed = parseArgs({ args: argv, options: { 'data-dir': { type: 'string' } } });
    return { dataDir: parsed.values['data-dir'] ?? defaultDataDir(env) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
};

export const runMigrate = async (_command: { dataDir: string }, out: (line: string) => void): Promise<void> => {
  const { runDataMigrations } = await import('@fotostudio/functions/data-migrations');
  await runDataMigrations(out);
};

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  process.exitCode = await runOperatorCommand(parseMigrateArgs(process.argv.slice(2), process.env), USAGE, runMigrate);
}
