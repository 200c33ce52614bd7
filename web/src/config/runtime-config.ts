// The deployment writes /config.json next to the SPA (CDK on AWS, the local stand-in in
// development), so one build runs in every stage. Nothing else in the app reads it raw.
import * as z from 'zod';

const runtimeConfigSchema = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Only in development: Cognito reached through the local stand-in. May be a path. */
  cognitoEndpoint: z.string().min(1).nullish(),
  stage: z.string().min(1),
});

export type RuntimeConfig = Omit<z.infer<typeof runtimeConfigSchema>, 'cognitoEndpoint'> & {
  /** Absolute URL (Amplify builds a `URL` from it), or undefined for real Cognito. */
  cognitoEndpoint: string | undefined;
};

export const parseRuntimeConfig = (raw: unknown, origin: string): RuntimeConfig => {
  const parsed = runtimeConfigSchema.parse(raw);
  return {
    ...parsed,
    cognitoEndpoint: parsed.cognitoEndpoint ? new URL(parsed.cognitoEndpoint, origin).toString() : undefined,
  };
};

export const loadRuntimeConfig = async (): Promise<RuntimeConfig> => {
  const response = await fetch('/config.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json(), window.location.origin);
};
