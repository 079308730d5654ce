import type { ReactNode } from 'react';
import './auth-card.css';

/**
 * The card every sign-in, registration and password screen sits on. Plain markup: antd's Card
 * brings its Tabs with it, and the login screen is what the shell preloads for a guest on home.
 */
export function AuthCard({
  title,
  subtitle,
  footer,
  children,
}: {
  title: string;
  subtitle?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="auth-page">
      <section className="auth-card">
        <h2 className="auth-card__title">{title}</h2>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
        {footer}
      </section>
    </div>
  );
}
