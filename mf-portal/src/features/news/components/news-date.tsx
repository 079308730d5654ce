import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { htmlLang } from '@portal/i18n';
import type { Language } from '@portal/contracts';

/** The publication date, written the way the reader's language writes dates. */
export function NewsDate({ publishedAt }: { publishedAt: string }) {
  const { i18n } = useTranslation('portal');
  const language = i18n.resolvedLanguage as Language;
  return (
    <Typography.Text type="secondary">
      <time dateTime={publishedAt}>
        {new Date(publishedAt).toLocaleDateString(htmlLang(language))}
      </time>
    </Typography.Text>
  );
}
