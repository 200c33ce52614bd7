// The public quote page's address (issue 25 point 3): `/p/{token}` ("presupuesto"), in the quote's
// email. Two segments, so never a gallery address (shared/src/gallery/link-address.ts). Its token
// is made as an invoice page's (26 characters of lower-case base32: INVOICE_TOKEN_PATTERN).

/** The page's path; the web app and the email prefix the app's origin. */
export const quotePagePath = (token: string): string => `/p/${token}`;
