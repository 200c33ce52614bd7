// Where users write when something is broken (signup connection box, auth error page).
// One address for the whole app; change it here when the real mailbox exists.
export const SUPPORT_EMAIL = 'soporte@fotostudio.app';

export const supportMailto = (subject: string): string =>
  `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
