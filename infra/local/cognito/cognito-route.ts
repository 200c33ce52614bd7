// `/cognito/*` on the one origin: cognito-local for the browser (Amplify's userPoolEndpoint)
// and for the functions' SDK. As on Cognito, the browser's operations go through unsigned
// (cognito-operations.ts) and everything else needs a SigV4 signature with the stack's
// credentials. Two repairs cognito-local needs:
// - GetTokensFromRefreshToken (Amplify >= 6.14 refreshes with it) becomes InitiateAuth
//   REFRESH_TOKEN_AUTH, and the answer is reshaped, so a session survives token expiry;
// - user names and email attributes are lower-cased, because cognito-local compares them
//   case-sensitively while Cognito (email as username) does not.
// ResendConfirmationCode and ConfirmSignUp of a confirmed user are forwarded like any call:
// cognito-local's router answers them as Cognito does (cognito-resend.ts), with its services.
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { isPublicOperation, refusalOf, takesAccessToken } from './cognito-operations.js';
import { BodyTooLargeError, readBody, sendJson } from '../http-util.js';
import type { ReceivedRequest, SigV4Verdict } from '../iam/sigv4.js';

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

const AMZ_JSON = 'application/x-amz-json-1.1';

/** An error as Cognito (an AWS JSON service) sends it. */
export const sendCognitoError = (res: ServerResponse, status: number, type: string, message: string): void =>
  sendJson(res, status, { __type: type, message }, { 'content-type': AMZ_JSON, 'x-amzn-errortype': type });

/** What AWS answers when a call that needs credentials has none, or wrong ones. */
const signatureRefusal = (verdict: Exclude<SigV4Verdict, { ok: true }>): { type: string; message: string } => {
  switch (verdict.failure) {
    case 'missing':
      return { type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' };
    case 'unknown-key':
      return { type: 'UnrecognizedClientException', message: 'The security token included in the request is invalid.' };
    case 'mismatch':
      return {
        type: 'InvalidSignatureException',
        message:
          'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
      };
    case 'skewed':
    case 'expired':
      return { type: 'InvalidSignatureException', message: `Signature expired: ${verdict.message}` };
    default:
      return { type: 'IncompleteSignatureException', message: verdict.message };
  }
};

/**
 * Only Cognito's own error shape goes back: cognito-local answers unexpected failures with
 * the serialised exception (which may name files); Cognito says InternalErrorException.
 */
const publicAnswer = (answer: Answer): { status: number; body: Buffer } => {
  if (answer.status < 400) return { status: answer.status, body: answer.body };
  if (answer.status >= 500) {
    return { status: 500, body: Buffer.from(JSON.stringify({ __type: 'InternalErrorException', message: 'Internal error.' })) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body.toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const type = isObject(parsed) && typeof parsed.__type === 'string' ? parsed.__type : 'InvalidParameterException';
  const message = isObject(parsed) && typeof parsed.message === 'string' ? parsed.message : 'Invalid request.';
  return { status: answer.status, body: Buffer.from(JSON.stringify({ __type: type, message })) };
};

export const createCognitoRoute = (options: {
  cognitoPort: () => number;
  /** Checks a SigV4 signature (service cognito-idp) against the stack's credentials. */
  verifySignature: (request: ReceivedRequest) => Promise<SigV4Verdict>;
  /** Whether a token is a valid access token of the pool's app client. */
  isValidAccessToken: (token: string) => Promise<boolean>;
}) => {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const targetHeader = req.headers['x-amz-target'];
    if (req.method !== 'POST' || typeof targetHeader !== 'string' || !targetHeader.startsWith(TARGET_PREFIX)) {
      // cognito-local's other pages (its JWKS with the bundled key, OAuth2, health) stay inside.
      req.resume();
      sendCognitoError(res, 400, 'UnknownOperationException', 'Unknown operation.');
      return;
    }

    let bytes: Buffer;
    let body: Json;
    try {
      bytes = await readBody(req, MAX_BODY_BYTES);
      const parsed: unknown = bytes.length === 0 ? {} : JSON.parse(bytes.toString('utf8'));
      if (!isObject(parsed)) throw new SyntaxError('not an object');
      body = parsed;
    } catch (error) {
      sendCognitoError(res, error instanceof BodyTooLargeError ? 413 : 400, 'SerializationException', 'The request body could not be read as JSON.');
      return;
    }

    const target = targetHeader.slice(TARGET_PREFIX.length);
    if (isPublicOperation(target)) {
      const refusal = refusalOf(target, body);
      if (refusal) {
        sendCognitoError(res, 400, refusal.type, refusal.message);
        return;
      }
      if (takesAccessToken(target) && !(typeof body.AccessToken === 'string' && (await options.isValidAccessToken(body.AccessToken)))) {
        sendCognitoError(res, 400, 'NotAuthorizedException', 'Invalid Access Token');
        return;
      }
    } else {
      const verdict = await options.verifySignature({ method: 'POST', rawUrl: req.url ?? '/', headers: req.headers, body: bytes });
      if (!verdict.ok) {
        const refusal = signatureRefusal(verdict);
        // AWS JSON services answer 400 to a missing or bad signature.
        sendCognitoError(res, 400, refusal.type, refusal.message);
        return;
      }
    }

    const isRefresh = target === 'GetTokensFromRefreshToken';
    const answer = await call(
      options.cognitoPort(),
      isRefresh ? 'InitiateAuth' : target,
      normaliseUserNames(isRefresh ? refreshAsInitiateAuth(body) : body),
    );
    const { status, body: shownBody } = publicAnswer(answer);
    let responseBody = shownBody;
    if (isRefresh && status === 200) {
      const parsed: unknown = JSON.parse(responseBody.toString('utf8'));
      const result = isObject(parsed) ? parsed.AuthenticationResult : undefined;
      responseBody = Buffer.from(JSON.stringify({ AuthenticationResult: result }));
    }
    res.writeHead(status, {
      'content-type': status < 400 ? (answer.headers['content-type'] ?? AMZ_JSON) : AMZ_JSON,
      'content-length': responseBody.length,
    });
    res.end(responseBody);
  };
};
