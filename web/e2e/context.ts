// What global-setup hands to the browser tests (vitest provide / inject).

export interface E2eContext {
  baseUrl: string;
  demoEmail: string;
  demoPassword: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}
