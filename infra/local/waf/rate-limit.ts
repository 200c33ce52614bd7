// The abuse limits of infra/lib/rate-limits.ts on the one origin, as AWS WAF applies them in
// front of the distribution and the user pool: per client IP, counted over a trailing window.
// A request over the limit is answered 429 with Retry-After before any route sees it: the API
// with a catalogue error body, the Cognito API with the exception shape Amplify reads.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COGNITO_TARGET_PREFIX, rateLimitedBody, RELAXED_RATE_LIMIT_FACTOR, type RateLimitRule } from '../../lib/rate-limits.js';
import { COGNITO_PATH_PREFIX } from '../cognito/cognito-route.js';

const appliesTo = (rule: RateLimitRule, req: IncomingMessage, path: string): boolean => {
  if (rule.match.kind === 'path') return path.startsWith(rule.match.prefix) && (!rule.match.method || req.method === rule.match.method);
  const target = req.headers['x-amz-target'];
  return (
    req.method === 'POST' &&
    (path === COGNITO_PATH_PREFIX || path.startsWith(`${COGNITO_PATH_PREFIX}/`)) &&
    typeof target === 'string' &&
    target.startsWith(COGNITO_TARGET_PREFIX) &&
    rule.match.operations.includes(target.slice(COGNITO_TARGET_PREFIX.length))
  );
};

/** Answers the request and returns true when the client is over a limit. */
export type RateLimiter = (req: IncomingMessage, res: ServerResponse, path: string) => boolean;

export const createRateLimiter = (options: {
  rules: readonly RateLimitRule[];
  /** Multiply every limit by RELAXED_RATE_LIMIT_FACTOR (test and benchmark stacks). */
  relaxed: boolean;
  now?: () => number;
}): RateLimiter => {
  const now = options.now ?? Date.now;
  // rule name + IP -> times (ms) of the admitted requests still inside the window, oldest first.
  const admitted = new Map<string, number[]>();

  return (req, res, path) => {
    const ip = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const at = now();
    const counted: number[][] = [];
    for (const rule of options.rules) {
      if (!appliesTo(rule, req, path)) continue;
      const key = `${rule.name} ${ip}`;
      const windowMs = rule.windowSeconds * 1000;
      const times = admitted.get(key) ?? [];
      admitted.set(key, times);
      while (times.length > 0 && (times[0] ?? at) <= at - windowMs) times.shift();
      const limit = rule.limit * (options.relaxed ? RELAXED_RATE_LIMIT_FACTOR : 1);
      if (times.length >= limit) {
        const oldest = times[0] ?? at;
        const retryAfter = String(Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)));
        tooManyRequests(req, res, rule, retryAfter);
        return true;
      }
      counted.push(times);
    }
    // Only admitted requests count, so a client that waits Retry-After seconds gets through.
    for (const times of counted) times.push(at);
    return false;
  };
};

const tooManyRequests = (req: IncomingMessage, res: ServerResponse, rule: RateLimitRule, retryAfter: string) => {
  req.resume();
  const body = rateLimitedBody(rule.match);
  res.writeHead(429, {
    'content-type': body.contentType,
    'content-length': Buffer.byteLength(body.text),
    'retry-after': retryAfter,
    connection: 'close',
  });
  res.end(body.text);
};
