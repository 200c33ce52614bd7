// The security headers of every response on the one origin (SPA, /api/*, /media/*), defined
// once: the web stack turns them into CloudFront's response headers policy and the local
// server sets them on every answer. Plain data, so the local server does not load the CDK.
//
// The built SPA (web/dist/index.html) loads its scripts and styles from /assets/ only: no
// inline script or style element, so 'self' suffices. React's `style` props go through the
// CSSOM, which style-src does not govern. Images: signed /media/ URLs (same origin), local
// previews of picked files (blob:) and inline placeholders (data:).

export interface ContentSecurityPolicyOptions {
  /** Origins the browser calls besides its own: Cognito and the media bucket in AWS. */
  connectSources: readonly string[];
}

export const contentSecurityPolicy = ({ connectSources }: ContentSecurityPolicyOptions): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * What the browser calls in AWS besides the origin: Amplify signs in at the regional Cognito
 * endpoint, and uploads go by presigned POST to the media bucket's virtual-hosted endpoint.
 */
export const awsConnectSources = (region: string, mediaBucketName: string): string[] => [
  `https://cognito-idp.${region}.amazonaws.com`,
  `https://${mediaBucketName}.s3.${region}.amazonaws.com`,
];

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const FRAME_OPTIONS = 'DENY';
/** Browser features the app never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';
/** Two years, the preload list's minimum is one. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/**
 * The headers the local server sets on every answer. No Strict-Transport-Security: the
 * local origin is plain http, where browsers ignore it anyway, and it must not pin
 * 127.0.0.1 to https for other local tools.
 */
export const localSecurityHeaders = (): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy({ connectSources: [] }),
  'x-content-type-options': 'nosniff',
  'x-frame-options': FRAME_OPTIONS,
  'referrer-policy': REFERRER_POLICY,
  'permissions-policy': PERMISSIONS_POLICY,
});
