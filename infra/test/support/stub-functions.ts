// Stand-in functions for the tests of the local stack's machinery, written to a temporary
// folder (a `functionsRoot`), so the glue is tested apart from the product's handlers. They
// run in the test's process and record what they receive.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eventFunctionEntries, httpFunctionEntries } from '@fotostudio/functions/function-entries';

interface Recorded {
  http: Record<string, unknown>[];
  cognito: Record<string, unknown>[];
  image: Record<string, unknown>[];
  stream: Record<string, unknown>[];
}

// The stand-in functions run in this process; they record what they receive here.
export const recorded = (): Recorded => {
  const holder = globalThis as typeof globalThis & { localStackTestEvents?: Recorded };
  holder.localStackTestEvents ??= { http: [], cognito: [], image: [], stream: [] };
  return holder.localStackTestEvents;
};

const record = (kind: keyof Recorded) =>
  `(globalThis.localStackTestEvents ??= { http: [], cognito: [], image: [], stream: [] }).${kind}.push(event);`;

const stubs: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(httpFunctionEntries).map((entry) => [
      entry,
      `export const handler = async (event, context) => {
        ${record('http')}
        if (event.rawPath.endsWith('/boom')) throw new Error('boom');
        return { statusCode: 200, headers: { 'x-function': context.functionName }, cookies: ['seen=1; Path=/'],
          body: JSON.stringify({ routeKey: event.routeKey }) };
      };`,
    ]),
  ),
  [eventFunctionEntries.cognitoTriggers]: `export const handler = async (event) => {
    ${record('cognito')}
    if (event.triggerSource.startsWith('CustomMessage_')) {
      event.response.emailSubject = 'Your code';
      event.response.emailMessage = '<p>Code {####}, again {####}</p>';
    }
    return event;
  };`,
  [eventFunctionEntries.imageUpload]: `export const handler = async (event) => { ${record('image')} };`,
  [eventFunctionEntries.tableStream]: `export const handler = async (event) => { ${record('stream')} return { batchItemFailures: [] }; };`,
};

/** Writes the stand-in functions into a fresh temporary folder and returns it. */
export const writeStubFunctions = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'fotostudio-stub-functions-'));
  for (const [entry, source] of Object.entries(stubs)) {
    mkdirSync(dirname(join(root, entry)), { recursive: true });
    writeFileSync(join(root, entry), source);
  }
  return root;
};
