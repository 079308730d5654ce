import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import ptPT from 'antd/es/locale/pt_PT';
import enUS from 'antd/es/locale/en_US';
import type { Language } from '@portal/contracts';
import { currentLanguage, i18n } from '@portal/i18n';

/**
 * The portal's look: every app's antd renders with these tokens, so the site reads as one.
 * antd's grey texts (secondary 45 %, tertiary, placeholder, descriptions) and its success and
 * warning colours fall below WCAG AA's 4.5:1 on white; these keep them readable.
 */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b5cab',
    colorLink: '#0b5cab',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.58)',
    // Darker status colours for text; their pale backgrounds stay antd's usual ones (derived
    // from a dark seed they would turn grey).
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorError: '#c41d1d',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    // "processing" tags and info alerts: antd's info blue is 3.7:1 on its own pale blue.
    colorInfo: '#0b5cab',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
  components: {
    // Preset tags write their text in the palette's 7th shade on its 1st: about 3:1 for gold,
    // green or cyan. The 9th/10th shades keep the hue at 4.5:1 or more.
    Tag: {
      gold7: '#613400',
      orange7: '#612500',
      volcano7: '#871400',
      red7: '#a8071a',
      green7: '#135200',
      lime7: '#254000',
      cyan7: '#00474f',
      blue7: '#003a8c',
      geekblue7: '#10239e',
      purple7: '#391085',
      magenta7: '#780650',
    },
  },
};

/** The names of controls antd draws without a word of the page's language. */
const CONTROL_NAMES: Record<
  Language,
  { increase: string; decrease: string; clear: string; search: string }
> = {
  zh: { increase: '增加数值', decrease: '减少数值', clear: '清除', search: '搜索' },
  cht: { increase: '增加數值', decrease: '減少數值', clear: '清除', search: '搜尋' },
  pt: {
    increase: 'Aumentar o valor',
    decrease: 'Diminuir o valor',
    clear: 'Limpar',
    search: 'Pesquisar',
  },
  en: { increase: 'Increase value', decrease: 'Decrease value', clear: 'Clear', search: 'Search' },
};

/**
 * antd's locales lack names for InputNumber's step buttons and the clear buttons of Select and
 * Input, which antd otherwise says in English; patches/antd@6.6.8.patch reads these keys.
 */
function withControlNames(locale: Locale, language: Language): Locale {
  const names = CONTROL_NAMES[language];
  return {
    ...locale,
    InputNumber: { increase: names.increase, decrease: names.decrease },
    global: { ...locale.global, clear: names.clear },
  };
}

const ANTD_LOCALES: Record<Language, Locale> = {
  zh: withControlNames(zhCN, 'zh'),
  cht: withControlNames(zhTW, 'cht'),
  pt: withControlNames(ptPT, 'pt'),
  en: withControlNames(enUS, 'en'),
};

/**
 * The magnifier of Input.Search's icon-only button. antd's icon names itself "search" in
 * English, and the button has no other words; this one is named in the page's language.
 */
function SearchGlass({ label }: { label: string }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
    </svg>
  );
}

/**
 * The password field's show/hide eye. antd's own icons name themselves in English
 * ("eye-invisible") inside the toggle, which antd already labels in the page's language
 * ("显示密码"); this one is drawn for the eye alone.
 */
function PasswordEye({ visible }: { visible: boolean }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!visible && <path d="M4 4l16 16" />}
    </svg>
  );
}

const passwordIcon = (visible: boolean) => <PasswordEye visible={visible} />;

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
    // Two-character Chinese button labels keep their spelling ("编辑", not "编 辑"): the
    // visible text then matches the button's accessible name.
    <ConfigProvider
      theme={portalTheme}
      locale={ANTD_LOCALES[language]}
      button={{ autoInsertSpace: false }}
      inputPassword={{ iconRender: passwordIcon }}
      inputSearch={{ searchIcon: <SearchGlass label={CONTROL_NAMES[language].search} /> }}
    >
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
