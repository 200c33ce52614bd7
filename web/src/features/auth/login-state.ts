// What other screens hand to /login through the navigation state: the email to prefill
// and why the user is there. Read defensively: history state survives reloads and may
// come from an older version of the app.

export const LOGIN_NOTICES = ['emailConfirmed', 'accountDeleted'] as const;
export type LoginNotice = (typeof LOGIN_NOTICES)[number];

export interface LoginState {
  email?: string;
  notice?: LoginNotice;
}

const isNotice = (value: unknown): value is LoginNotice =>
  typeof value === 'string' && (LOGIN_NOTICES as readonly string[]).includes(value);

export const readLoginState = (state: unknown): LoginState => {
  if (typeof state !== 'object' || state === null) return {};
  const email = 'email' in state && typeof state.email === 'string' ? state.email : undefined;
  const notice = 'notice' in state && isNotice(state.notice) ? state.notice : undefined;
  return { ...(email ? { email } : {}), ...(notice ? { notice } : {}) };
};
