// The key pair the local user pool signs its tokens with. cognito-local signs with a private
// key it ships in its package (anyone can read it in node_modules and forge a token for any
// user), so its tokens are signed again with a key generated at first start into the data
// folder, and the gateway's authorizer trusts only that key.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { TokenGenerator, Tokens } from 'cognito-local/lib/services/tokenGenerator.js';

export interface TokenSigningKey {
  /** The `kid` of every token the pool issues. */
  keyId: string;
  privateKey: KeyObject;
  /** The JSON Web Key Set a verifier should trust (the pool's public key only). */
  jwks: { keys: Record<string, unknown>[] };
}

export const loadOrCreateTokenSigningKey = (file: string): TokenSigningKey => {
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    writeFileSync(file, privateKey, { mode: 0o600 });
  }
  const privateKey = createPrivateKey(readFileSync(file, 'utf8'));
  const publicKey = createPublicKey(privateKey);
  const keyId = createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('base64url').slice(0, 22);
  return {
    keyId,
    privateKey,
    jwks: { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: keyId, alg: 'RS256', use: 'sig' }] },
  };
};

/** The same JWT (claims untouched) with a new RS256 signature by `key`. */
export const resignJwt = (token: string, key: TokenSigningKey): string => {
  const [, payload] = token.split('.');
  if (payload === undefined) throw new Error('not a JWT');
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: key.keyId })).toString('base64url');
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key.privateKey).toString('base64url');
  return `${header}.${payload}.${signature}`;
};

/** cognito-local's token generator, with every token signed by the pool's own key. */
export const signedWithPoolKey = (generator: TokenGenerator, key: TokenSigningKey): TokenGenerator => ({
  generate: async (...args: Parameters<TokenGenerator['generate']>): Promise<Tokens> => {
    const tokens = await generator.generate(...args);
    return {
      AccessToken: resignJwt(tokens.AccessToken, key),
      IdToken: resignJwt(tokens.IdToken, key),
      RefreshToken: resignJwt(tokens.RefreshToken, key),
    };
  },
});
