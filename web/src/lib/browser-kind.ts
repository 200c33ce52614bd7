// Browsers the app treats differently by name, from their user agent.

/** Opera (Chromium-based "OPR/", or the old Presto "Opera"), which the spec warns about a deleted account's session. */
export const isOpera = (userAgent: string): boolean => /\bOPR\/|\bOpera\b/.test(userAgent);
