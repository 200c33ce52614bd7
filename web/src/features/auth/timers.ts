// Spec section 9: 2 s after a confirmed invitation (and other mail-link successes) so the
// message can be read; 1 s after the invited user's password is set.
export const LINK_SUCCESS_REDIRECT_MS = 2000;
export const INVITE_DONE_REDIRECT_MS = 1000;
/** How long a link error stays on screen before /auth/callback moves to /auth/error. */
export const CALLBACK_ERROR_REDIRECT_MS = 1500;
