import type { ReactNode } from 'react';

/** The card every auth screen shares (login now; signup, invite, reset later). */
export const AuthCard = ({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) => (
  <section className="auth-card" aria-labelledby="auth-card-title">
    <header className="auth-card-header">
      <h1 id="auth-card-title" className="auth-card-title">
        {title}
      </h1>
      {subtitle ? <p className="auth-card-subtitle">{subtitle}</p> : null}
    </header>
    {children}
    {footer ? <footer className="auth-card-footer">{footer}</footer> : null}
  </section>
);
