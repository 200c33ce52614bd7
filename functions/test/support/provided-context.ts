// What the functions test project's global setup hands to every test file.
export interface LocalStackInfo {
  url: string;
  mailViewerUrl: string;
  env: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: LocalStackInfo;
  }
}
