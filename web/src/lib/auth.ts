// Authentication against the Cognito user pool through Amplify v6. Both AWS and the local
// stand-in use USER_PASSWORD_AUTH (the stand-in has no SRP). The rest of the app sees
// only the AuthState below and the signIn / signOut of useAuth().
import { Amplify } from 'aws-amplify';
import {
  fetchAuthSession,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  type SignInOutput,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { RuntimeConfig } from '../config/runtime-config';

export interface AuthUser {
  userId: string;
  email: string;
  /** The `name` attribute of the Cognito user, when it has one. */
  name: string | null;
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedIn'; user: AuthUser }
  | { status: 'signedOut' };

/** A catalogue code (or one of the client codes in i18n/use-error-message.ts). */
export type SignInResult = { ok: true } | { ok: false; code: string };

export const configureAuth = (config: RuntimeConfig): void => {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        loginWith: { email: true },
        // Sign-ups are confirmed from a link in the mail, usually in another tab: with
        // 'link', Amplify's autoSignIn polls until then, so the signing-up tab enters.
        signUpVerificationMethod: 'link',
      },
    },
  });
};

/** The current access token, refreshed by Amplify when it has expired; null when signed out. */
export const getAccessToken = async (): Promise<string | null> => {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.accessToken.toString() ?? null;
  } catch {
    return null;
  }
};

/** Reads the user from the ID token instead of calling GetUser: no extra round trip. */
const loadUser = async (): Promise<AuthUser | null> => {
  try {
    const { tokens } = await fetchAuthSession();
    const claims = tokens?.idToken?.payload;
    if (!claims || typeof claims.sub !== 'string') return null;
    return {
      userId: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : '',
      name: typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim() : null,
    };
  } catch {
    return null;
  }
};

const hasName = (error: unknown): error is { name: string } =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string';

/** The Cognito exception (or Amplify error) name of a failed call, '' when it has none. */
export const cognitoErrorName = (error: unknown): string => (hasName(error) ? error.name : '');

/** Amplify keeps its tokens in localStorage under this prefix. */
const TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider.';
const STORAGE_SETTLE_MS = 50;

/** Cognito exception names, as real Cognito and cognito-local report them, to codes. */
const signInErrorCode = (error: unknown): string => {
  switch (cognitoErrorName(error)) {
    // InvalidPasswordException: how cognito-local reports a wrong password.
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
    case 'InvalidPasswordException':
      return 'auth.invalid_credentials';
    case 'UserNotConfirmedException':
      return 'auth.email_not_confirmed';
    case 'PasswordResetRequiredException':
      return 'auth.password_reset_required';
    // ForbiddenException: Cognito's answer when its AWS WAF web ACL (only rate rules) blocks a call.
    case 'TooManyRequestsException':
    case 'LimitExceededException':
    case 'ForbiddenException':
      return 'rate_limit.too_many_requests';
    case 'NetworkError':
      return 'general.network';
    default:
      return 'general.unknown';
  }
};

const nextStepCode = (output: SignInOutput): string => {
  switch (output.nextStep.signInStep) {
    case 'CONFIRM_SIGN_UP':
      return 'auth.email_not_confirmed';
    case 'RESET_PASSWORD':
      return 'auth.password_reset_required';
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return 'auth.new_password_required';
    default:
      return 'general.unknown';
  }
};

/** Cognito looks emails up case-sensitively (cognito-local at least): always lower-case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const signInWithPassword = async (email: string, password: string): Promise<SignInResult> => {
  try {
    const output = await amplifySignIn({
      username: normaliseEmail(email),
      password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    return output.isSignedIn ? { ok: true } : { ok: false, code: nextStepCode(output) };
  } catch (error) {
    return { ok: false, code: signInErrorCode(error) };
  }
};

let signingOut: Promise<void> | null = null;

/** Safe to call several times at once (e.g. from concurrent 401 answers). */
export const signOutUser = (): Promise<void> => {
  signingOut ??= amplifySignOut()
    .catch(() => {
      // Amplify clears the local tokens even when revoking them fails; nothing to add.
    })
    .finally(() => {
      signingOut = null;
    });
  return signingOut;
};

interface AuthContextValue {
  state: AuthState;
  signIn: (email: string, password: string) => Promise<SignInResult>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  // Reads overlap (storage events come in bursts): only the latest one may set the state.
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    generation.current += 1;
    const mine = generation.current;
    const user = await loadUser();
    if (mine === generation.current) setState(user ? { status: 'signedIn', user } : { status: 'signedOut' });
  }, []);

  const markSignedOut = useCallback(() => {
    generation.current += 1;
    setState({ status: 'signedOut' });
  }, []);

  // Another tab signed in or out (e.g. the sign-up tab after the confirmation link was
  // opened in a new one): the tokens are shared, so the state must follow. Amplify
  // writes several keys one by one; read once they have settled.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !event.key.startsWith(TOKEN_KEY_PREFIX)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void refresh(), STORAGE_SETTLE_MS);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, [refresh]);

  useEffect(() => {
    void refresh();
    return Hub.listen('auth', ({ payload }) => {
      switch (payload.event) {
        case 'signedIn':
        case 'tokenRefresh':
          void refresh();
          break;
        case 'signedOut':
        case 'tokenRefresh_failure':
          markSignedOut();
          break;
        default:
          break;
      }
    });
  }, [refresh, markSignedOut]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const result = await signInWithPassword(email, password);
      if (result.ok) await refresh();
      return result;
    },
    [refresh],
  );

  const value = useMemo<AuthContextValue>(() => ({ state, signIn, signOut: signOutUser }), [state, signIn]);
  return createElement(AuthContext.Provider, { value }, children);
};

export const useAuth = (): AuthContextValue => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
};
