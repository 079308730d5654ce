import { useState } from 'react';
import { Input, Select, Space } from 'antd';
import { currentLanguage, htmlLang, useTranslation } from '@portal/i18n';
import { composePhone, PHONE_COUNTRIES } from '@portal/validators';

/** The calling code offered first in each language: mainland China, Macau, Portugal. */
const DEFAULT_DIAL = { zh: '86', cht: '853', pt: '351', en: '86' } as const;

interface PhoneInputProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  placeholder?: string;
}

/**
 * A calling-code selector and the number: emits what the server stores a mainland number as
 * (11 digits) or the international form ('+351912345678'). A number typed with its own '+'
 * code is taken as typed.
 */
export function PhoneInput({ value, onChange, id, placeholder }: PhoneInputProps) {
  const { t } = useTranslation('member');
  const language = currentLanguage();
  const [dial, setDial] = useState<string>(() => dialOf(value) ?? DEFAULT_DIAL[language]);
  const national = value?.startsWith(`+${dial}`) ? value.slice(dial.length + 1) : (value ?? '');
  const regionNames = new Intl.DisplayNames([htmlLang(language)], { type: 'region' });

  return (
    <Space.Compact block>
      <Select
        size="large"
        value={dial}
        aria-label={t('channel.callingCode')}
        popupMatchSelectWidth={false}
        optionLabelProp="short"
        onChange={(next: string) => {
          setDial(next);
          if (national) onChange?.(composePhone(next, national));
        }}
        options={PHONE_COUNTRIES.map(({ region, dial: code }) => ({
          value: code,
          short: `+${code}`,
          label: `+${code} ${regionNames.of(region) ?? region}`,
        }))}
        style={{ width: 104, flex: 'none' }}
      />
      <Input
        id={id}
        size="large"
        type="tel"
        autoComplete="tel-national"
        placeholder={placeholder}
        value={national}
        onChange={(event) => onChange?.(composePhone(dial, event.target.value))}
      />
    </Space.Compact>
  );
}

/** The offered calling code a composed value starts with, if any. */
function dialOf(value: string | undefined): string | undefined {
  if (!value?.startsWith('+')) return undefined;
  return PHONE_COUNTRIES.map((country) => country.dial)
    .sort((a, b) => b.length - a.length)
    .find((code) => value.startsWith(`+${code}`));
}
