import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import ptPT from 'antd/es/locale/pt_PT';
import enUS from 'antd/es/locale/en_US';
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

/** antd's theme and locale, following the portal's language. */
export function AntdProviders({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <ConfigProvider theme={portalTheme} locale={ANTD_LOCALES[language]}>
      {children}
    </ConfigProvider>
  );
}

/** Wraps a screen that uses antd in the portal's antd theme and locale. */
export function withAntd<P extends object>(Screen: ComponentType<P>) {
  function AntdScreen(props: P) {
    return (
      <AntdProviders>
        <Screen {...props} />
      </AntdProviders>
    );
  }
  AntdScreen.displayName = `withAntd(${Screen.displayName ?? Screen.name})`;
  return AntdScreen;
}
