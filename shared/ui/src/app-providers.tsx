import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import ptPT from 'antd/locale/pt_PT';
import enUS from 'antd/locale/en_US';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@portal/contracts';
import { currentLanguage, i18n } from '@portal/i18n';

/** The portal's look: every app's antd renders with these tokens, so the site reads as one. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b5cab',
    colorLink: '#0b5cab',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
};

const ANTD_LOCALES: Record<Language, Locale> = { zh: zhCN, cht: zhTW, pt: ptPT, en: enUS };

function useLanguage(): Language {
  const [language, setLanguage] = useState(currentLanguage);
  useEffect(() => {
    const onChange = () => setLanguage(currentLanguage());
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  return language;
}

/**
 * What every React root of the portal is wrapped in. Remotes render in roots of their own, so
 * the shell's providers do not reach them; each root wraps itself in these instead.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={portalTheme} locale={ANTD_LOCALES[language]}>
        {children}
      </ConfigProvider>
    </I18nextProvider>
  );
}
