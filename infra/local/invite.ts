// `npm run invite -- <email> [--lang es|en]`: an operator invites a photographer into the
// RUNNING local stack, as an administrator would on AWS (AdminCreateUser). Cognito's
// CustomMessage trigger writes the invitation (link with the temporary password) and the
// stack delivers it through SES local: read it in the mail viewer.
//
// The stack is found at http://127.0.0.1:${PORT:-3000} with its data in .local-data/;
// `--url` / LOCAL_STACK_URL and `--data-dir` / LOCAL_DATA_DIR point elsewhere (tests).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient, type CognitoIdentityProviderServiceException } from '@aws-sdk/client-cognito-identity-provider';
import { invitationCommand } from '@fotostudio/functions/account/invitation';
import { dataLayout, repoRoot } from './paths.js';
import { readStackCredentials } from './iam/stack-credentials.js';

const REGION = 'eu-west-1';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LANGUAGES = ['es', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

export type InviteResult =
  | { ok: true; message: string }
  | { ok: false; message: string; usage?: boolean };

export interface InviteOptions {
  email: string;
  language: Language;
  stackUrl: string;
  dataDir: string;
}

const USAGE = 'Usage: npm run invite -- <email> [--lang es|en] [--url <stack url>] [--data-dir <folder>]';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

export const parseInviteArgs = (argv: string[], env: NodeJS.ProcessEnv): InviteOptions | InviteResult => {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { lang: { type: 'string' }, url: { type: 'string' }, 'data-dir': { type: 'string' } },
    });
  } catch (error) {
    return { ok: false, usage: true, message: error instanceof Error ? error.message : String(error) };
  }
  const [email, ...extra] = parsed.positionals;
  if (!email || extra.length > 0) return { ok: false, usage: true, message: 'Give exactly one email address.' };
  const normalised = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(normalised)) return { ok: false, usage: true, message: `"${email}" is not an email address.` };
  const language = parsed.values.lang ?? 'es';
  if (!isLanguage(language)) return { ok: false, usage: true, message: `--lang must be es or en, not "${language}".` };
  const port = env.PORT ?? '3000';
  return {
    email: normalised,
    language,
    stackUrl: (parsed.values.url ?? env.LOCAL_STACK_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, ''),
    dataDir: parsed.values['data-dir'] ?? env.LOCAL_DATA_DIR ?? join(repoRoot, '.local-data'),
  };
};

const readUserPoolId = (dataDir: string): string | undefined => {
  const file = dataLayout(dataDir).cognitoIds;
  if (!existsSync(file)) return undefined;
  try {
    const ids: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof ids === 'object' && ids !== null && 'userPoolId' in ids && typeof ids.userPoolId === 'string'
      ? ids.userPoolId
      : undefined;
  } catch {
    return undefined;
  }
};

const isServiceError = (error: unknown): error is CognitoIdentityProviderServiceException =>
  error instanceof Error && '$metadata' in error;

/** The socket-level reason a request never got an answer (ECONNREFUSED when nothing listens). */
export const connectionCode = (error: unknown): string | undefined => {
  for (let cause: unknown = error; typeof cause === 'object' && cause !== null; cause = 'cause' in cause ? cause.cause : undefined) {
    if ('code' in cause && typeof cause.code === 'string') return cause.code;
  }
  return undefined;
};

export const invite = async (options: InviteOptions): Promise<InviteResult> => {
  const notRunning = `The local stack is not running at ${options.stackUrl}: start it with \`npm start\` (or pass --url).`;
  const userPoolId = readUserPoolId(options.dataDir);
  // AdminCreateUser needs the stack's own credentials, as on AWS an administrator's.
  const credentials = readStackCredentials(dataLayout(options.dataDir).credentials);
  if (!userPoolId || !credentials) {
    return { ok: false, message: `No user pool in ${options.dataDir}: start the local stack with \`npm start\` first.` };
  }
  const client = new CognitoIdentityProviderClient({
    endpoint: `${options.stackUrl}/cognito`,
    region: REGION,
    credentials,
    maxAttempts: 1,
  });
  try {
    await client.send(invitationCommand(userPoolId, options.email, options.language));
    return { ok: true, message: `Invited ${options.email}: the invitation mail is in the local mail viewer.` };
  } catch (error) {
    if (isServiceError(error)) {
      if (error.name === 'UsernameExistsException') return { ok: false, message: `${options.email} already has an account.` };
      if (error.name === 'ResourceNotFoundException' || error.name === 'UnrecognizedClientException') {
        return { ok: false, message: `The stack at ${options.stackUrl} does not use the data in ${options.dataDir}.` };
      }
      if (error.$metadata.httpStatusCode === 503) return { ok: false, message: `The local stack at ${options.stackUrl} is still starting: try again in a moment.` };
    }
    const code = connectionCode(error);
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ENOTFOUND') return { ok: false, message: notRunning };
    return { ok: false, message: `The invitation failed: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    client.destroy();
  }
};

const main = async (): Promise<number> => {
  // The SDK warns about Node 20 on every run; the operator cannot act on it here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const options = parseInviteArgs(process.argv.slice(2), process.env);
  const result = 'email' in options ? await invite(options) : options;
  if (result.ok) console.log(result.message);
  else console.error(result.usage ? `${result.message}\n${USAGE}` : result.message);
  return result.ok ? 0 : 1;
};

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  process.exitCode = await main();
}
