// What global-setup hands to the browser tests (vitest provide / inject).

export interface E2eContext {
  baseUrl: string;
  demoEmail: string;
  demoPassword: string;
  /** SES local: `GET <url>/store` lists every mail the stack sent. Empty when unknown. */
  mailViewerUrl: string;
  /** The support webhooks' local receiver: `GET <url>` lists what it received. Empty when unknown. */
  supportReceiverUrl: string;
  /** The stack's data folder, for the operator commands (`npm run invite`). Empty when unknown. */
  dataDir: string;
  /**
   * The stack's access key (its data folder's credentials.json): what an operator or a
   * function signs the Cognito admin API with. Undefined when unknown.
   */
  adminCredentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** The local AEAT's service endpoint (its controls are at `<origin>/__aeat`). Empty when unknown. */
  aeatEndpoint: string;
  /** The local Stripe's control (`POST <url>/control`, stripe-local.ts). Empty when unknown. */
  stripeControlUrl: string;
  /**
   * The environment the stack gives its functions (table, endpoints, Stripe's local keys): what a
   * test copies into its worker to call product code directly, as the functions tests do. Empty when unknown.
   */
  functionsEnv: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}
