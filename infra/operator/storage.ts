// `npm run storage -- recount <photographerId>`: sets a photographer's storage usage (and their
// sessions' and images') from what the media bucket holds (functions/src/account/storage-recount.ts).
// `npm run storage -- cleanup [--photographer <id>] [--apply]`: lists the objects under
// `originals/` and `derived/` older than a day that no image, upload or photographer item owns;
// a dry run by default, `--apply` deletes them. See environment.ts for where it runs, and
// docs/deploy.md "Storage".
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultDataDir, runOperatorCommand } from './environment.js';

const USAGE = 'Usage: npm run storage -- recount <photographerId> | cleanup [--photographer <id>] [--apply] [--data-dir <folder>]';

export type StorageCommand =
  | { dataDir: string; action: 'recount'; photographerId: string }
  | { dataDir: string; action: 'cleanup'; photographerId: string | undefined; apply: boolean };

export const parseStorageArgs = (argv: string[], env: NodeJS.ProcessEnv): StorageCommand | { error: string } => {
  try {
    const parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'data-dir': { type: 'string' }, photographer: { type: 'string' }, apply: { type: 'boolean', default: false } },
    });
    const dataDir = parsed.values['data-dir'] ?? defaultDataDir(env);
    const [action, photographerId, ...extra] = parsed.positionals;
    if (action === 'recount' && photographerId && extra.length === 0) return { dataDir, action, photographerId };
    if (action === 'cleanup' && photographerId === undefined) return { dataDir, action, photographerId: parsed.values.photographer, apply: parsed.values.apply === true };
    return { error: 'expected `recount <photographerId>` or `cleanup`' };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
};

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export const runStorageCommand = async (command: StorageCommand, out: (line: string) => void): Promise<void> => {
  const storage = await import('@fotostudio/functions/account/storage-recount');
  if (command.action === 'recount') {
    const { usedBytes, changed } = await storage.recountStorage(command.photographerId);
    out(`${command.photographerId}: ${usedBytes} bytes (${megabytes(usedBytes)}) counted from the bucket; ${changed} item(s) changed`);
    return;
  }
  const orphans = await storage.findOrphanedObjects({ photographerId: command.photographerId });
  for (const orphan of orphans) out(`${command.apply ? 'deleting' : 'orphaned'} ${orphan.key} (${orphan.size} bytes)`);
  const total = orphans.reduce((sum, orphan) => sum + orphan.size, 0);
  if (command.apply) await storage.deleteOrphanedObjects(orphans);
  out(
    command.apply
      ? `${orphans.length} orphaned object(s) deleted (${megabytes(total)})`
      : `${orphans.length} orphaned object(s), ${megabytes(total)}: a dry run, nothing deleted (add --apply to delete them)`,
  );
};

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  process.exitCode = await runOperatorCommand(parseStorageArgs(process.argv.slice(2), process.env), USAGE, runStorageCommand);
}
