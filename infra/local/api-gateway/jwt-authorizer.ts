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

/**
 * Only the pool's own key is trusted: cognito-local's server would hand out the public half
 * of the key bundled in its package, with which anyone can sign.
 */
const fixedJwks = (jwks: { keys: Record<string, unknown>[] }): Fetcher => {
  const bytes = new TextEncoder().encode(JSON.stringify(jwks));
  return { fetch: () => Promise.resolve(bytes.slice().buffer) };
};

/** API Gateway hands claims to the function as strings (arrays as `[a b]`). */
const asGatewayClaim = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(String).join(' ')}]`;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
};

export const createJwtAuthorizer = (options: {
  issuer: string;
  clientId: string;
  jwks: { keys: Record<string, unknown>[] };
}): Authorize => {
  const verifier = JwtRsaVerifier.create(
    {
      issuer: options.issuer,
      // Never fetched (see fixedJwks); the library wants a URI to cache the keys under.
      jwksUri: `${options.issuer}/.well-known/jwks.json`,
      audience: null,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error('not an access token');
        if (payload.client_id !== options.clientId) throw new Error('token of another app client');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: fixedJwks(options.jwks) }) },
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
