// `npm run verifactu -- status [--photographer <id>]`: one line per VERI*FACTU record,
// `<issuer NIF> <NumSerieFactura> <dd-mm-yyyy> <state>` (pendiente, Correcto,
// AceptadoConErrores, Incorrecto), chain after chain in chain order, then the totals line
// `verifactu: N records, N Correcto, N AceptadoConErrores, N Incorrecto, N pendiente`.
// `npm run verifactu -- reconcile [--photographer <id>]`: asks the AEAT what it holds
// (ConsultaFactuSistemaFacturacion, with each photographer's certificate) and prints every
// difference with the product's records and answers; exits 1 when there is any, or an issuer
// could not be checked (functions/src/billing/verifactu/reconciliation.ts). See environment.ts
// for where it runs, and docs/deploy.md "VERI*FACTU: first contact with the AEAT".
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { dataLayout } from '../local/paths.js';
import { defaultDataDir, runOperatorCommand } from './environment.js';

const USAGE = 'Usage: npm run verifactu -- status | reconcile [--photographer <id>] [--data-dir <folder>]';

export interface VerifactuCommand {
  action: 'status' | 'reconcile';
  photographerId: string | undefined;
  dataDir: string;
}

export const parseVerifactuArgs = (argv: string[], env: NodeJS.ProcessEnv): VerifactuCommand | { error: string } => {
  try {
    const parsed = parseArgs({ args: argv, allowPositionals: true, options: { 'data-dir': { type: 'string' }, photographer: { type: 'string' } } });
    const [action, ...extra] = parsed.positionals;
    if ((action !== 'status' && action !== 'reconcile') || extra.length > 0) return { error: 'expected `status` or `reconcile`' };
    return { action, photographerId: parsed.values.photographer, dataDir: parsed.values['data-dir'] ?? defaultDataDir(env) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
};

/** Prints the status lines; answers 0. */
const status = async (command: VerifactuCommand, out: (line: string) => void): Promise<number> => {
  const { verifactuStatus } = await import('@fotostudio/functions/billing/verifactu/reconciliation');
  const rows = await verifactuStatus(command.photographerId ? { photographerId: command.photographerId } : {});
  for (const row of rows) out(`${row.IDEmisorFactura} ${row.NumSerieFactura} ${row.FechaExpedicionFactura} ${row.state}`);
  const count = (state: (typeof rows)[number]['state']) => rows.filter((row) => row.state === state).length;
  out(`verifactu: ${rows.length} records, ${count('Correcto')} Correcto, ${count('AceptadoConErrores')} AceptadoConErrores, ${count('Incorrecto')} Incorrecto, ${count('pendiente')} pendiente`);
  return 0;
};

/** Prints each difference (and each issuer it could not check); answers 1 when there is any. */
const reconcile = async (command: VerifactuCommand, out: (line: string) => void): Promise<number> => {
  // On AWS the certificates open with KMS (the submit function's environment names the key);
  // locally with the key in the data folder, which the published environment leaves out.
  const keyFile = dataLayout(command.dataDir).certificateKey;
  if (!process.env.VERIFACTU_CERT_KMS_KEY_ID && !process.env.VERIFACTU_CERT_LOCAL_KEY && existsSync(keyFile)) {
    process.env.VERIFACTU_CERT_LOCAL_KEY = readFileSync(keyFile, 'utf8').trim();
  }
  const { reconcile: run } = await import('@fotostudio/functions/billing/verifactu/reconciliation');
  const results = await run(command.photographerId ? { photographerId: command.photographerId } : {});
  let differences = 0;
  let unchecked = 0;
  for (const result of results) {
    if (!result.checked) {
      unchecked += 1;
      out(`${result.issuerNif} (photographer ${result.photographerId}) not checked: ${result.reason}`);
      continue;
    }
    for (const difference of result.differences) {
      differences += 1;
      const detail = [difference.ours === undefined ? undefined : `ours ${difference.ours}`, difference.aeat === undefined ? undefined : `the AEAT's ${difference.aeat}`].filter(Boolean).join(', ');
      out(`${difference.IDEmisorFactura} ${difference.NumSerieFactura} ${difference.FechaExpedicionFactura} ${difference.kind}${detail ? `: ${detail}` : ''}`);
    }
  }
  const checked = results.filter((result) => result.checked);
  out(`verifactu reconcile: ${checked.length} issuers checked, ${differences} differences, ${unchecked} not checked`);
  return differences > 0 || unchecked > 0 ? 1 : 0;
};

export const runVerifactuCommand = (command: VerifactuCommand, out: (line: string) => void): Promise<number> =>
  command.action === 'status' ? status(command, out) : reconcile(command, out);

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  process.exitCode = await runOperatorCommand(parseVerifactuArgs(process.argv.slice(2), process.env), USAGE, runVerifactuCommand);
}
