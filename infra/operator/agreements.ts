// `npm run agreements -- verify <pdf>`: recomputes the SHA-256 of a signed agreement's PDF and
// says whether it matches the hash recorded on the agreement it names (functions/src/agreements/
// verify-signed-pdf.ts); exits 0 on a match, 1 otherwise. See environment.ts for where it runs
// (the local stack by default, AWS with the site function's environment exported), and
// docs/agreements.md "The signed PDF".
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultDataDir, runOperatorCommand } from './environment.js';

const USAGE = 'Usage: npm run agreements -- verify <signed.pdf> [--data-dir <folder>]';

export interface AgreementsCommand {
  action: 'verify';
  file: string;
  dataDir: string;
}

export const parseAgreementsArgs = (argv: string[], env: NodeJS.ProcessEnv): AgreementsCommand | { error: string } => {
  try {
    const parsed = parseArgs({ args: argv, allowPositionals: true, options: { 'data-dir': { type: 'string' } } });
    const [action, file, ...extra] = parsed.positionals;
    if (action !== 'verify' || !file || extra.length > 0) return { error: 'expected `verify <pdf>`' };
    return { action, file: resolve(file), dataDir: parsed.values['data-dir'] ?? defaultDataDir(env) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
};

export const runAgreementsCommand = async (command: AgreementsCommand, out: (line: string) => void): Promise<number> => {
  const bytes = await readFile(command.file);
  const { verifySignedPdf } = await import('@fotostudio/functions/agreements/verify-signed-pdf');
  const verdict = await verifySignedPdf(bytes);
  out(`${command.file}: SHA-256 ${verdict.sha256}`);
  switch (verdict.result) {
    case 'match':
      out(`MATCH: the signed PDF of agreement ${verdict.agreementId} ("${verdict.title}", signed ${verdict.signedAt}) as recorded`);
      return 0;
    case 'mismatch':
      out(`NO MATCH: agreement ${verdict.agreementId} records SHA-256 ${verdict.recorded}; this file is not its signed PDF as stored (changed or another file)`);
      return 1;
    case 'unknown':
      out(`NO RECORD: ${verdict.reason}`);
      return 1;
  }
};

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  process.exitCode = await runOperatorCommand(parseAgreementsArgs(process.argv.slice(2), process.env), USAGE, runAgreementsCommand);
}
