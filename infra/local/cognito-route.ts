// `/cognito/*` on the one origin: cognito-local for the browser (Amplify's userPoolEndpoint)
// and for the functions' SDK, with two repairs cognito-local needs:
// - GetTokensFromRefreshToken (Amplify >= 6.14 refreshes with it) becomes InitiateAuth
//   REFRESH_TOKEN_AUTH, and the answer is reshaped, so a session survives token expiry;
// - user names and email attributes are lower-cased, because cognito-local compares them
//   case-sensitively while Cognito (email as username) does not.
// ResendConfirmationCode and ConfirmSignUp of a confirmed user are forwarded like any call:
// cognito-local's router answers them as Cognito does (cognito-resend.ts), with its services.
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { BodyTooLargeError, forward, readBody, sendJson } from './http-util.js';

export const COGNITO_PATH_PREFIX = '/cognito';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const MAX_BODY_BYTES = 1024 * 1024;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const lowerEmail = (value: unknown): unknown => (typeof value === 'string' && value.includes('@') ? value.toLowerCase() : value);

/** Lower-cases every place a request names a user by email. */
export const normaliseUserNames = (body: Json): Json => {
  const copy: Json = { ...body };
  if ('Username' in copy) copy.Username = lowerEmail(copy.Username);
  for (const field of ['AuthParameters', 'ChallengeResponses']) {
    const parameters = copy[field];
    if (isObject(parameters) && 'USERNAME' in parameters) {
      copy[field] = { ...parameters, USERNAME: lowerEmail(parameters.USERNAME) };
    }
  }
  const attributes = copy.UserAttributes;
  if (Array.isArray(attributes)) {
    copy.UserAttributes = attributes.map((attribute: unknown) =>
      isObject(attribute) && attribute.Name === 'email' ? { ...attribute, Value: lowerEmail(attribute.Value) } : attribute,
    );
  }
  return copy;
};

/** GetTokensFromRefreshToken request -> the InitiateAuth request cognito-local understands. */
export const refreshAsInitiateAuth = (body: Json): Json => ({
  AuthFlow: 'REFRESH_TOKEN_AUTH',
  ClientId: body.ClientId,
  AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
  ...(body.ClientMetadata ? { ClientMetadata: body.ClientMetadata } : {}),
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const call = (port: number, target: string, body: Json): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const upstream = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'content-length': payload.length,
          'x-amz-target': `${TARGET_PREFIX}${target}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: Record<string, string> = {};
          const type = response.headers['content-type'];
          if (type) headers['content-type'] = type;
          resolve({ status: response.statusCode ?? 502, headers, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.end(payload);
  });

export const createCognitoRoute = (options: { cognitoPort: () => number }) => {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const raw = req.url ?? '/';
    const rest = raw.slice(COGNITO_PATH_PREFIX.length);
    const upstreamPath = rest.startsWith('/') ? rest : `/${rest}`;
    const targetHeader = req.headers['x-amz-target'];
    const isApiCall = req.method === 'POST' && typeof targetHeader === 'string' && targetHeader.startsWith(TARGET_PREFIX);
    if (!isApiCall) {
      await forward(req, res, { port: options.cognitoPort(), path: upstreamPath });
      return;
    }

    let body: Json;
    try {
      const bytes = await readBody(req, MAX_BODY_BYTES);
      const parsed: unknown = bytes.length === 0 ? {} : JSON.parse(bytes.toString('utf8'));
      if (!isObject(parsed)) throw new SyntaxError('not an object');
      body = parsed;
    } catch (error) {
      sendJson(
        res,
        error instanceof BodyTooLargeError ? 413 : 400,
        { __type: 'SerializationException', message: 'The request body could not be read as JSON.' },
        { 'content-type': 'application/x-amz-json-1.1' },
      );
      return;
    }

    const target = targetHeader.slice(TARGET_PREFIX.length);
    const isRefresh = target === 'GetTokensFromRefreshToken';
    const answer = await call(
      options.cognitoPort(),
      isRefresh ? 'InitiateAuth' : target,
      normaliseUserNames(isRefresh ? refreshAsInitiateAuth(body) : body),
    );
    let responseBody = answer.body;
    if (isRefresh && answer.status === 200) {
      const parsed: unknown = JSON.parse(answer.body.toString('utf8'));
      const result = isObject(parsed) ? parsed.AuthenticationResult : undefined;
      responseBody = Buffer.from(JSON.stringify({ AuthenticationResult: result }));
    }
    res.writeHead(answer.status, {
      'content-type': answer.headers['content-type'] ?? 'application/x-amz-json-1.1',
      'content-length': responseBody.length,
    });
    res.end(responseBody);
  };
};
