/** Polls until the check returns a value other than undefined, or fails after the timeout. */
export const eventually = async <T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000, intervalMs = 200): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`);
};
