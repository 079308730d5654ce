import { useTranslation } from 'react-i18next';

export function AboutPage() {
  const { t } = useTranslation('portal');
  return (
    <article className="home-section" data-testid="about">
      <h1>{t('about.title')}</h1>
      <p style={{ lineHeight: 1.8, maxWidth: 820 }}>{t('about.body')}</p>
    </article>
  );
}
