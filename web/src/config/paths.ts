// Every in-app path in one place, so links, redirects and the router cannot drift apart.
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  authConfirm: '/auth/confirm',
  authInvite: '/auth/invite',
  authConfirmInvite: '/auth/confirm-invite',
  authResetPassword: '/auth/reset-password',
  authCallback: '/auth/callback',
  authError: '/auth/error',
  /** Any other /auth path shows the login screen (spec section 2). */
  authAny: '/auth/*',
  dashboard: '/dashboard',
  sessions: '/dashboard/sessions',
  crm: '/dashboard/crm',
  settings: '/dashboard/settings',
  profile: '/dashboard/profile',
  invoices: '/dashboard/invoices',
  /** Settings → Billing → Client billing. */
  billingSettings: '/dashboard/settings?tab=billing',
  packages: '/dashboard/settings/packages',
  agreements: '/dashboard/agreements',
  /** An issued invoice's public page (issue 25 point 2): shared/src/billing/invoice-page-address.ts. */
  invoicePage: '/f/:invoiceToken',
  /** A signer's private agreement link (issue 26 point 5), as mailed: functions/src/agreements/views.ts signerLinkOf. */
  signPage: '/sign/:agreementToken',
  /** A quote's public page (issue 25 point 3): shared/src/billing/quote-page-address.ts. */
  quotePage: '/p/:quoteToken',
} as const;
