// The emails Cognito sends (sign-up code, password reset, invitation), written by the
// CustomMessage trigger so that they link into the app. Cognito requires the code
// placeholder (and for invitations the username placeholder) to appear in the message.
import type { Language } from '@fotostudio/shared/constants';
import { escapeHtml } from '../../mail/html.js';

export type AuthMessageKind = 'confirmSignUp' | 'resetPassword' | 'invite';

interface MessageText {
  subject: string;
  heading: string;
  body: string;
  action: string;
  ignore: string;
}

const texts: Record<AuthMessageKind, Record<Language, MessageText>> = {
  confirmSignUp: {
    es: {
      subject: 'Confirma tu correo electrónico',
      heading: 'Bienvenido/a',
      body: 'Confirma tu correo para activar tu cuenta y empezar tu prueba gratuita de 14 días.',
      action: 'Confirmar mi correo',
      ignore: 'Si no has creado una cuenta, ignora este mensaje.',
    },
    en: {
      subject: 'Confirm your email address',
      heading: 'Welcome',
      body: 'Confirm your email to activate your account and start your 14-day free trial.',
      action: 'Confirm my email',
      ignore: 'If you did not create an account, ignore this message.',
    },
  },
  resetPassword: {
    es: {
      subject: 'Restablece tu contraseña',
      heading: 'Restablecer contraseña',
      body: 'Hemos recibido una solicitud para restablecer tu contraseña.',
      action: 'Elegir una contraseña nueva',
      ignore: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.',
    },
    en: {
      subject: 'Reset your password',
      heading: 'Reset your password',
      body: 'We received a request to reset your password.',
      action: 'Choose a new password',
      ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
    },
  },
  invite: {
    es: {
      subject: 'Te han invitado',
      heading: 'Tienes una invitación',
      body: 'Acepta la invitación y elige tu contraseña para entrar.',
      action: 'Aceptar la invitación',
      ignore: 'Si no esperabas esta invitación, ignora este mensaje.',
    },
    en: {
      subject: 'You have been invited',
      heading: 'You have an invitation',
      body: 'Accept the invitation and choose your password to sign in.',
      action: 'Accept the invitation',
      ignore: 'If you were not expecting this invitation, ignore this message.',
    },
  },
};

const paths: Record<AuthMessageKind, string> = {
  confirmSignUp: '/auth/confirm',
  resetPassword: '/auth/reset-password',
  invite: '/auth/confirm-invite',
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
  const text = texts[input.kind][input.language];
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
