// The only place that reads environment variables. Parsed once per cold start; a missing
// or malformed value fails loudly at init rather than mid-request.
import * as z from 'zod';

const configSchema = z.object({
  TABLE_NAME: z.string().min(1),
  MEDIA_BUCKET: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  /** Token issuer as the JWT says it; derived from the pool id on AWS. */
  USER_POOL_ISSUER: z.string().url().optional(),
  APP_URL: z.string().url(),
  SES_FROM_ADDRESS: z.string().email(),
  AWS_REGION: z.string().min(1).default('eu-west-1'),
  /** CloudFront key pair (public key id in the key group) that signs /media/ URLs. */
  MEDIA_SIGNING_KEY_ID: z.string().min(1).optional(),
  /** The PEM private key itself (local stand-in)... */
  MEDIA_SIGNING_PRIVATE_KEY: z.string().min(1).optional(),
  /** ...or the Secrets Manager secret holding it (AWS). */
  MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

export const config = (): Config => {
  cached ??= configSchema.parse(process.env);
  return cached;
};

/** For tests that change the environment between cases. */
export const resetConfig = (): void => {
  cached = undefined;
};
