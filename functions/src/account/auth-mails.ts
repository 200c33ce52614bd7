// The emails Cognito sends (sign-up code, password reset, invitation), written for the
// CustomMessage trigger (events/cognito-triggers) so that they link into the app. Cognito
// requires the code placeholder (and for invitations the username placeholder) to appear in
// the message.
import { LANGUAGES, type Language } from '@fotostudio/shared/constants';
import { appConfig } from '../lib/config.js';
import { escapeHtml } from '../mail/html.js';
import en from '../mail/locales/en/auth.json';
import es from '../mail/locales/es/auth.json';
import { mailTexts } from '../mail/mail-texts.js';

export type AuthMessageKind = 'confirmSignUp' | 'resetPassword' | 'invite';

const texts = mailTexts(es, en);

const paths: Record<AuthMessageKind, string> = {
  confirmSignUp: '/auth/confirm',
  resetPassword: '/auth/reset-password',
  invite: '/auth/confirm-invite',
};

/**
 * A user's language from the pool's `locale` attribute (set at sign-up, and by invitation.ts):
 * its first two letters when the app speaks that language, else Spanish.
 */
export const languageOfLocale = (locale: string | undefined): Language => {
  const prefix = locale?.slice(0, 2).toLowerCase();
  return LANGUAGES.find((l) => l === prefix) ?? 'es';
};

export interface AuthMessageInput {
  kind: AuthMessageKind;
  appUrl: string;
  email: string;
  /** Cognito's placeholder for the code or temporary password, e.g. `{####}`. */
  codeParameter: string;
  /** Cognito's placeholder for the username; invitations only. */
  usernameParameter?: string;
  language: Language;
}

export const buildAuthMessage = (input: AuthMessageInput): { subject: string; html: string } => {
  const text = texts[input.language][input.kind];
  // Placeholders go into the link unencoded: Cognito substitutes them after we return.
  const query =
    input.kind === 'invite'
      ? // {username} is the user's id (sub) in an email-as-username pool: the address goes separately.
        `type=invite&token=${input.codeParameter}&email=${encodeURIComponent(input.email)}&user=${input.usernameParameter ?? ''}`
      : `code=${input.codeParameter}&email=${encodeURIComponent(input.email)}`;
  const link = `${input.appUrl.replace(/\/$/, '')}${paths[input.kind]}?${query}`;
  const html = [
    `<h1>${escapeHtml(text.heading)}</h1>`,
    `<p>${escapeHtml(text.body)}</p>`,
    `<p><a href="${link}">${escapeHtml(text.action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(text.ignore)}</p>`,
  ].join('\n');
  return { subject: text.subject, html };
};

/** The mail of `kind` for a pool user, in their language, linking into this deployment's app. */
export const authMailFor = (
  kind: AuthMessageKind,
  user: { email?: string; locale?: string },
  placeholders: Pick<AuthMessageInput, 'codeParameter' | 'usernameParameter'>,
): { subject: string; html: string } =>
  buildAuthMessage({ kind, appUrl: appConfig().APP_URL, email: user.email ?? '', ...placeholders, language: languageOfLocale(user.locale) });
