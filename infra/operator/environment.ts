// Where the operator commands run: against AWS when the site function's environment is
// exported (TABLE_NAME set; copy it with `aws lambda get-function-configuration --function-name
// <site function> --query Environment.Variables`, with the operator's own AWS credentials),
// else against the running local stack whose data folder is given (default .local-data).
import { join } from 'node:path';
import { connectionCode } from '../local/invite.js';
import { readOperatorEnv } from '../local/operator-env.js';
import { repoRoot } from '../local/paths.js';

export type Target = { ok: true; description: string } | { ok: false; message: string };

export const defaultDataDir = (env: NodeJS.ProcessEnv): string => env.LOCAL_DATA_DIR ?? join(repoRoot, '.local-data');

/** Fills process.env for the use cases; says which deployment they will reach. */
export const useOperatorEnvironment = (env: NodeJS.ProcessEnv, dataDir: string): Target => {
  // The SDK warns about Node 20 on every run; the operator cannot act on it here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.LOG_LEVEL ??= 'silent';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  if (env.TABLE_NAME) return { ok: true, description: `table ${env.TABLE_NAME} in ${env.AWS_REGION ?? 'the default region'}` };
  const local = readOperatorEnv(dataDir);
  if (!local) return { ok: false, message: `No local stack data in ${dataDir}: start it with \`npm start\` (or export the site function's environment to reach AWS).` };
  Object.assign(process.env, local);
  return { ok: true, description: `the local stack at ${local.APP_URL ?? dataDir}` };
};

/** A failure as the operator can act on it. */
export const failureMessage = (error: unknown, target: string): string => {
  const code = connectionCode(error);
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ENOTFOUND') return `Cannot reach ${target}: is it running?`;
  return error instanceof Error ? error.message : String(error);
};

/** The shared body of an operator command: parse, pick the deployment, run, print; answers the exit code (0, or the one `run` answers). */
export const runOperatorCommand = async <C extends { dataDir: string }>(
  parsed: C | { error: string },
  usage: string,
  run: (command: C, out: (line: string) => void) => Promise<void | number>,
): Promise<number> => {
  if ('error' in parsed) {
    console.error(`${parsed.error}\n${usage}`);
    return 1;
  }
  const target = useOperatorEnvironment(process.env, parsed.dataDir);
  if (!target.ok) {
    console.error(target.message);
    return 1;
  }
  try {
    return (await run(parsed, (line) => console.log(line))) ?? 0;
  } catch (error) {
    console.error(failureMessage(error, target.description));
    return 1;
  }
};
