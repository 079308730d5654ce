import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getContentPage } from '../api/content';

/**
 * A case or service page in the page's language; asked again when the language changes. No
 * slug (`/caseInfo` without `?slug=`), no request.
 */
export function useContentPage(slug: string) {
  const { i18n } = useTranslation('portal-content');
  return useSWR(slug ? ['content-page', slug, i18n.resolvedLanguage] : null, () =>
    getContentPage(slug),
  );
}
