// Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (infra/lib/
// lambda-bundling.ts aliases it). Lambda gives every function its role's credentials in
// environment variables, the first link of the SDK's default chain, so the other links (SSO,
// web identity, ini files, process, container and instance metadata) never run there; yet
// they bundle the STS and SSO clients, about 95 KiB in each function. The tests and the
// local stand-in do not bundle: they keep the whole chain.
import { fromEnv } from '@aws-sdk/credential-provider-env';

/** The SDK's `defaultProvider` reduced to its first link; fails, as the chain would, when the variables are missing. */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]): ReturnType<typeof fromEnv> => fromEnv(init);
