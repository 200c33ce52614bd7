// The local stand-in of the support webhooks (SUPPORT_FEEDBACK_WEBHOOK_URL and
// SUPPORT_CHAT_WEBHOOK_URL): it keeps every message it receives in memory, readable as JSON
// at its root (`GET /`, newest last; `POST /clear` empties it), and the chat endpoint answers
// as the deployment's assistant must, `{ "reply": "<text>" }`, with the help topic the
// question names (help-topics.ts).
import { createServer, type Server } from 'node:http';
import { readBody, sendJson } from '../http-util.js';
import { closeServer } from '../ses/ses-local.js';
import { helpAnswer } from './help-topics.js';

export interface ReceivedSupportMessage {
  path: '/feedback' | '/chat';
  receivedAt: string;
  body: unknown;
  /** What the chat endpoint answered. */
  reply?: string;
}

export interface SupportReceiver {
  /** Its root: `GET` lists what it received. */
  url: string;
  feedbackUrl: string;
  chatUrl: string;
  stop(): Promise<void>;
}

const BODY_LIMIT = 1024 * 1024;

const questionOf = (body: unknown): { message: string; language: 'es' | 'en' } => {
  const value = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; language?: unknown };
  return { message: typeof value.message === 'string' ? value.message : '', language: value.language === 'en' ? 'en' : 'es' };
};

export const startSupportReceiver = async (): Promise<SupportReceiver> => {
  const received: ReceivedSupportMessage[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'GET' && path === '/') {
      sendJson(res, 200, { received });
      return;
    }
    if (req.method === 'POST' && path === '/clear') {
      received.length = 0;
      sendJson(res, 200, { received });
      return;
    }
    if (req.method !== 'POST' || (path !== '/feedback' && path !== '/chat')) {
      sendJson(res, 404, { error: 'POST /feedback, POST /chat, GET / or POST /clear' });
      return;
    }
    readBody(req, BODY_LIMIT).then(
      (bytes) => {
        let body: unknown;
        try {
          body = JSON.parse(bytes.toString('utf8'));
        } catch {
          sendJson(res, 400, { error: 'a JSON body is expected' });
          return;
        }
        const entry: ReceivedSupportMessage = { path, receivedAt: new Date().toISOString(), body };
        if (path === '/chat') {
          const { message, language } = questionOf(body);
          entry.reply = helpAnswer(message, language);
        }
        received.push(entry);
        sendJson(res, path === '/chat' ? 200 : 202, path === '/chat' ? { reply: entry.reply } : { received: true });
      },
      () => sendJson(res, 413, { error: 'body too large' }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the support receiver has no address');
  const url = `http://127.0.0.1:${address.port}`;
  return { url, feedbackUrl: `${url}/feedback`, chatUrl: `${url}/chat`, stop: () => closeServer(server) };
};
