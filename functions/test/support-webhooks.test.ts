// The support-feedback modal and the assistant chat relayed to their webhooks: through the API
// against the local stack's receiver (infra/local/support/support-receiver.ts), the message
// arrives with who sent it and from where, and the chat's reply comes back; against webhooks
// this test serves itself, every failure kind is its catalogue code.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getMe, putMe } from '@fotostudio/shared/contracts/account';
import { askAssistant, sendFeedback } from '@fotostudio/shared/contracts/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { resetConfig } from '../src/lib/config.js';
import * as support from '../src/support/support-webhooks.js';
import { callRoute, errorCodeOf, refusalOf, responseOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

interface Received {
  path: string;
  body: Record<string, unknown> & { photographer?: { id?: string } };
  reply?: string;
}

const receiverUrl = () => inject('localStack').supportReceiverUrl;
const receivedFrom = async (user: TestUser): Promise<Received[]> => {
  const { received } = (await (await fetch(receiverUrl())).json()) as { received: Received[] };
  return received.filter((entry) => entry.body.photographer?.id === user.sub);
};

let user: TestUser;
beforeAll(async () => {
  user = await createPhotographer('support');
  expect((await callRoute(getMe, user.accessToken)).status).toBe(200);
  const saved = await callRoute(putMe, user.accessToken, { body: { name: 'Lucía Martín', businessName: 'Estudio Lucía' } });
  expect(saved.status).toBe(200);
});

describe('through the API, to the local receiver', () => {
  it('delivers feedback with the photographer, the page, the language and the message', async () => {
    const body = { category: 'problem', message: '  El calendario no carga en el móvil.  ', page: '/dashboard/sessions', language: 'es' };
    const answer = responseOf(sendFeedback, await callRoute(sendFeedback, user.accessToken, { body }));
    const [entry, ...more] = await receivedFrom(user);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      path: '/feedback',
      body: {
        kind: 'feedback',
        sentAt: answer.sentAt,
        photographer: { id: user.sub, email: user.email, name: 'Lucía Martín', businessName: 'Estudio Lucía' },
        page: '/dashboard/sessions',
        language: 'es',
        category: 'problem',
        message: 'El calendario no carga en el móvil.',
      },
    });
  });

  it("answers the assistant's reply to a question, having sent the conversation so far", async () => {
    const history = [
      { role: 'user', text: 'Hola' },
      { role: 'assistant', text: 'Hello! How can I help?' },
    ];
    const body = { message: 'How do I share a gallery link?', history, page: '/dashboard', language: 'en' };
    const { reply } = responseOf(askAssistant, await callRoute(askAssistant, user.accessToken, { body }));
    expect(reply).toContain('Generate link');
    const chats = (await receivedFrom(user)).filter((entry) => entry.path === '/chat');
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({
      reply,
      body: { kind: 'chat', photographer: { id: user.sub, email: user.email, businessName: 'Estudio Lucía' }, message: body.message, history, page: '/dashboard', language: 'en' },
    });
  });

  it('refuses an empty message with its code and sends nothing', async () => {
    const before = (await receivedFrom(user)).length;
    const answer = await callRoute(sendFeedback, user.accessToken, { body: { category: 'idea', message: '   ', page: '/dashboard', language: 'es' } });
    expect(answer.status).toBe(400);
    expect(errorCodeOf(answer)).toBe('support.message_required');
    expect((await receivedFrom(user)).length).toBe(before);
  });

  it('needs a signed-in photographer', async () => {
    const answer = await callRoute(askAssistant, undefined, { body: exampleOf(askAssistant).body });
    expect(refusalOf(answer)).toMatchObject({ error: { code: 'auth.unauthorized' } });
  });
});

/** A webhook of this test's own, answering as `answer` says. */
const serve = async (answer: (res: ServerResponse) => void): Promise<{ url: string; server: Server }> => {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => answer(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, server };
};

const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Runs with the support variables changed (undefined: unset), as a function configured so would. */
const withEnv = async <T>(env: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> => {
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfig();
  };
  apply(env);
  try {
    return await run();
  } finally {
    apply(before);
  }
};

const question = askAssistant.body.parse(exampleOf(askAssistant).body);
const feedback = sendFeedback.body.parse(exampleOf(sendFeedback).body);

const failsWith = async (url: string, code: string, extra: Record<string, string> = {}) => {
  await withEnv({ SUPPORT_FEEDBACK_WEBHOOK_URL: url, SUPPORT_CHAT_WEBHOOK_URL: url, ...extra }, async () => {
    await expect(support.askAssistant(user.sub, question), `chat ${code}`).rejects.toMatchObject({ code });
    if (code !== 'support.no_response' || extra.SUPPORT_WEBHOOK_TIMEOUT_MS) {
      await expect(support.sendFeedback(user.sub, feedback), `feedback ${code}`).rejects.toMatchObject({ code });
    }
  });
};

describe('failures, each its catalogue code', () => {
  it('answers not configured without a webhook', async () => {
    await withEnv({ SUPPORT_FEEDBACK_WEBHOOK_URL: undefined, SUPPORT_CHAT_WEBHOOK_URL: undefined }, async () => {
      await expect(support.sendFeedback(user.sub, feedback)).rejects.toMatchObject({ code: 'support.feedback_not_configured' });
      await expect(support.askAssistant(user.sub, question)).rejects.toMatchObject({ code: 'support.chat_not_configured' });
    });
  });

  it('answers send failed when the webhook answers an error status', async () => {
    const hook = await serve((res) => res.writeHead(500).end('boom'));
    servers.push(hook.server);
    await failsWith(hook.url, 'support.send_failed');
  });

  it('answers no response when the webhook does not answer in time', async () => {
    const hook = await serve(() => undefined);
    servers.push(hook.server);
    await failsWith(hook.url, 'support.no_response', { SUPPORT_WEBHOOK_TIMEOUT_MS: '300' });
  });

  it('answers no response when the chat webhook answers without a reply', async () => {
    for (const text of ['', '{"answer":"hi"}', '{"reply":"  "}', 'not json']) {
      const hook = await serve((res) => res.writeHead(200, { 'content-type': 'application/json' }).end(text));
      servers.push(hook.server);
      await failsWith(hook.url, 'support.no_response');
    }
  });

  it('answers connection error when the webhook cannot be reached or drops the connection', async () => {
    const closed = await serve(() => undefined);
    await new Promise((resolve) => closed.server.close(resolve));
    await failsWith(closed.url, 'support.connection_error');
    const dropping = createServer((req) => req.socket.destroy());
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    servers.push(dropping);
    await failsWith(`http://127.0.0.1:${(dropping.address() as AddressInfo).port}/hook`, 'support.connection_error');
  });

  it('delivers feedback when the webhook answers any success', async () => {
    const hook = await serve((res) => res.writeHead(204).end());
    servers.push(hook.server);
    await withEnv({ SUPPORT_FEEDBACK_WEBHOOK_URL: hook.url }, async () => {
      expect(await support.sendFeedback(user.sub, feedback, new Date('2026-11-29T10:00:00Z'))).toEqual({ sentAt: '2026-11-29T10:00:00.000Z' });
    });
  });
});
