import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Icon } from './icon';

/** The spec's error titles: authentication, connection, validation, not found, permission, general. */
export const ERROR_KINDS = ['authentication', 'connection', 'validation', 'notFound', 'permission', 'general'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

/**
 * Classifies by the HTTP status an error carries (the api client's ApiError has one;
 * 0 means no answer at all); anything else is a general error.
 */
export const errorKindOf = (error: unknown): ErrorKind => {
  const status = statusOf(error);
  if (status === undefined) return error instanceof TypeError && /fetch|network/i.test(error.message) ? 'connection' : 'general';
  if (status === 0) return 'connection';
  if (status === 401) return 'authentication';
  if (status === 403) return 'permission';
  if (status === 404) return 'notFound';
  if (status === 400 || status === 422) return 'validation';
  return 'general';
};

export interface ErrorFallbackProps {
  error: unknown;
  kind: ErrorKind;
  /** Clears the error and renders the children again. */
  reset: () => void;
}

/** The default fallback: the kind's title and message, and a try-again button. */
export const ErrorFallback = ({ kind, reset }: ErrorFallbackProps) => {
  const { t } = useTranslation();
  return (
    <section className="error-fallback" role="alert" aria-labelledby="error-fallback-title">
      <Icon name="alert" size={28} className="error-fallback-icon" />
      <h2 id="error-fallback-title" className="error-fallback-title">
        {t(`ui.errorBoundary.titles.${kind}`)}
      </h2>
      <p className="error-fallback-message">{t(`ui.errorBoundary.messages.${kind}`)}</p>
      <Button onClick={reset}>{t('ui.errorBoundary.tryAgain')}</Button>
    </section>
  );
};

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** When any of these change (e.g. the path), a shown error is cleared. */
  resetKeys?: readonly unknown[];
  /** Runs before the children render again (e.g. to revalidate data). */
  onReset?: () => void;
  /** @default ErrorFallback */
  fallback?: (props: ErrorFallbackProps) => ReactNode;
}

interface ErrorBoundaryState {
  error: { value: unknown } | null;
}

const keysChanged = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));

/** Catches render errors below it and shows a fallback instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: { value: error } };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && keysChanged(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const props: ErrorFallbackProps = { error: error.value, kind: errorKindOf(error.value), reset: this.reset };
    return this.props.fallback ? this.props.fallback(props) : <ErrorFallback {...props} />;
  }
}
