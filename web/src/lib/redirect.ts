// Where to go after signing in: the guard stores the page the user asked for in the
// navigation state, and the login page reads it back. Only in-app paths are accepted.

export interface RedirectState {
  from: string;
}

export const redirectState = (location: { pathname: string; search: string; hash: string }): RedirectState => ({
  from: `${location.pathname}${location.search}${location.hash}`,
});

export const redirectTarget = (state: unknown, fallback: string): string => {
  if (typeof state !== 'object' || state === null || !('from' in state)) return fallback;
  const { from } = state;
  // "//host" would leave the app.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
};
