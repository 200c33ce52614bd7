// The deployment writes /config.json next to the SPA (CDK on AWS, the local stand-in in
// development), so one build runs in every stage. Nothing else in the app reads it raw.
// Checked by hand rather than with zod: every page reads it before its first render, and
// zod (even zod/mini) would then weigh on pages that never call the API, such as /login.

export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Absolute URL (Amplify builds a `URL` from it), or undefined for real Cognito. */
  cognitoEndpoint: string | undefined;
  stage: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const text = (raw: Record<string, unknown>, key: string): string => {
  const value = raw[key];
  if (typeof value !== 'string' || value.length === 0) throw new Error(`config.json: ${key} must be a non-empty string`);
  return value;
};

export const parseRuntimeConfig = (raw: unknown, origin: string): RuntimeConfig => {
  if (!isRecord(raw)) throw new Error('config.json must be an object');
  // Only in development: Cognito reached through the local stand-in. May be a path.
  const cognitoEndpoint = raw.cognitoEndpoint === undefined || raw.cognitoEndpoint === null ? undefined : text(raw, 'cognitoEndpoint');
  return {
    region: text(raw, 'region'),
    userPoolId: text(raw, 'userPoolId'),
    userPoolClientId: text(raw, 'userPoolClientId'),
    cognitoEndpoint: cognitoEndpoint ? new URL(cognitoEndpoint, origin).toString() : undefined,
    stage: text(raw, 'stage'),
  };
};

export const loadRuntimeConfig = async (): Promise<RuntimeConfig> => {
  const response = await fetch('/config.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json(), window.location.origin);
};
