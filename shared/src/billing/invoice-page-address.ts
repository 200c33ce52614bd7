// The public invoice page's address (issue 25 point 2): `/f/{token}`, short enough to print on the
// PDF. Two segments, so never a gallery address (shared/src/gallery/link-address.ts). Free of
// route contracts, so what prints it (the PDF, the email) bundles none.

/** 26 characters of lower-case base32 (130 random bits), as a gallery link's token. */
export const INVOICE_TOKEN_PATTERN = /^[a-z2-7]{26}$/;

/** The page's path; the web app and the PDF prefix the app's origin. */
export const invoicePagePath = (token: string): string => `/f/${token}`;
