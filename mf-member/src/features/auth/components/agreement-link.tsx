import { useTranslation } from 'react-i18next';

/** The user agreement is a static page; it opens beside the form so nothing typed is lost. */
export function AgreementLink() {
  const { t } = useTranslation('member');
  return (
    <a href="/protocol.html" target="_blank" rel="noopener noreferrer">
      {t('agreement.link')}
    </a>
  );
}
