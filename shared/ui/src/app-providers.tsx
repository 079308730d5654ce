import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@portal/i18n';

/**
 * What every React root of the portal is wrapped in. Remotes render in roots of their own, so
 * the shell's providers do not reach them; each root wraps itself in these instead. The antd
 * theme and locale come with {@link AntdProviders}, applied around the screens that use antd, so
 * a screen without antd (the home page) does not load the component library.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
