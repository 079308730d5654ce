import type { RemoteScreenProps } from '@portal/ui';
import { ContactForm } from '../components/contact-form';
import { OperatorEdit } from '../components/operator-edit';
import { PageBody } from '../components/page-body';
import { PageFailure } from '../components/page-states';
import { useContentPage } from '../components/use-content-page';
import '../locales';
import './content.css';

/**
 * The service pages (`/aph`, `/jkh`, `/serviceCenter`, `/industryEnabling`, `/customerService`;
 * docs/cases-and-services.md): their texts are data, and each ends with the contact form.
 */
export function ServicePage({ pathname }: RemoteScreenProps) {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  const { data: page, error, mutate } = useContentPage(slug);

  if (error && !page) return <PageFailure error={error} onRetry={() => void mutate()} />;
  if (!page) return <div className="content-page content-loading" aria-busy="true" />;

  return (
    <article className="content-page content-article">
      <header className="content-header">
        <h1>{page.title}</h1>
        <p className="content-lead">{page.summary}</p>
        <OperatorEdit slug={slug} onSaved={() => void mutate()} />
      </header>
      <PageBody page={page} />
      <ContactForm page={slug} />
    </article>
  );
}
