// A tiny logger for the local stand-in. Handlers log through their own logger; this one
// only reports what the machinery does, on stderr so that stdout stays free for the banner.

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

const describe = (error: unknown): string => {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
};

/** `quiet` drops info lines (test runs); warnings and errors are always written. */
export const createLogger = (quiet: boolean, prefix = 'local'): Logger => {
  const write = (level: string, message: string) => {
    process.stderr.write(`[${prefix}] ${level} ${message}\n`);
  };
  return {
    info: (message) => {
      if (!quiet) write('info ', message);
    },
    warn: (message) => write('warn ', message),
    error: (message, error) => write('error', error === undefined ? message : `${message}: ${describe(error)}`),
  };
};
