// What API Gateway's JWT authorizer does for `photographer` routes: a valid Cognito access
// token of our app client, or 401 before the function runs.
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';

export interface JwtAuthorization {
  claims: Record<string, string>;
  scopes: string[];
}

export type Authorize = (authorizationHeader: string | undefined) => Promise<JwtAuthorization | { error: string }>;

/** The library's fetcher insists on https; cognito-local serves its keys over http. */
const httpFetcher: Fetcher = {
  fetch: async (uri) => {
    const response = await fetch(uri);
    if (!response.ok) throw new Error(`JWKS request to ${uri} answered ${response.status}`);
    return response.arrayBuffer();
  },
};

/** API Gateway hands claims to the function as strings (arrays as `[a b]`). */
const asGatewayClaim = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(String).join(' ')}]`;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
};

export const createJwtAuthorizer = (options: { issuer: string; clientId: string }): Authorize => {
  const verifier = JwtRsaVerifier.create(
    {
      issuer: options.issuer,
      // cognito-local's discovery document names localhost; the tokens name 127.0.0.1.
      jwksUri: `${options.issuer}/.well-known/jwks.json`,
      audience: null,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error('not an access token');
        if (payload.client_id !== options.clientId) throw new Error('token of another app client');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
  );

  return async (header) => {
    const token = header?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return { error: 'missing token' };
    try {
      const payload = await verifier.verify(token);
      const claims = Object.fromEntries(
        Object.entries(payload)
          .filter(([, value]) => value !== undefined)
          .map(([name, value]) => [name, asGatewayClaim(value)]),
      );
      const scope = typeof payload.scope === 'string' ? payload.scope : '';
      return { claims, scopes: scope.split(' ').filter(Boolean) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };
};
