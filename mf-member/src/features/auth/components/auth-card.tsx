import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import './auth-card.css';

/** The card every sign-in, registration and password screen sits on. */
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
      <Card className="auth-card">
        <Typography.Title level={2}>{title}</Typography.Title>
        {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
        {children}
        {footer}
      </Card>
    </div>
  );
}
