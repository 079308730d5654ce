import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@portal/ui';
import '../locales';
import './about-page.css';

/** The offer, in the order a company meets it, each with the page where it starts. */
const SERVICES = [
  { key: 'hall', to: '/demandHall' },
  { key: 'orders', to: '/purchaseOrders' },
  { key: 'statistics', to: '/statistics' },
  { key: 'diagnosis', to: '/digitalProduct' },
  { key: 'exhibitions', to: '/exhibitions' },
  { key: 'membership', to: '/memberCenter' },
] as const;

const STEPS = ['s1', 's2', 's3', 's4'] as const;

/** Sections that are prose only: their paragraphs are the numbered keys of the section. */
const PROSE = { mission: ['p1', 'p2'], operator: ['p1', 'p2'] } as const;

const SECTIONS = ['mission', 'offer', 'steps', 'operator', 'contact'] as const;

const headingId = (section: string) => `about-${section}`;

/**
 * Moves to a section without changing the address: the shell routes on history changes, and a
 * fragment is not a route. Focus follows, so the keyboard continues from the section.
 */
function goToSection(event: MouseEvent<HTMLAnchorElement>, section: string) {
  const heading = document.getElementById(headingId(section));
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView?.({ block: 'start' });
  heading.focus({ preventScroll: true });
}

function Prose({ section }: { section: keyof typeof PROSE }) {
  const { t } = useTranslation('portal');
  return (
    <section className="about-page__section" aria-labelledby={headingId(section)}>
      <h2 id={headingId(section)} tabIndex={-1}>
        {t(`aboutPage.${section}.title`)}
      </h2>
      {PROSE[section].map((paragraph) => (
        <p key={paragraph}>{t(`aboutPage.${section}.${paragraph}`)}</p>
      ))}
    </section>
  );
}

function Offer() {
  const { t } = useTranslation('portal');
  // The plan names are the ones the member centre uses.
  const tiers = {
    start: t('tier.start', { ns: 'common' }),
    silver: t('tier.silver', { ns: 'common' }),
    gold: t('tier.gold', { ns: 'common' }),
    diamond: t('tier.diamond', { ns: 'common' }),
  };
  return (
    <section className="about-page__section" aria-labelledby={headingId('offer')}>
      <h2 id={headingId('offer')} tabIndex={-1}>
        {t('aboutPage.offer.title')}
      </h2>
      <p>{t('aboutPage.offer.intro')}</p>
      <ul className="about-page__services">
        {SERVICES.map((service) => (
          <li key={service.key}>
            <h3>{t(`aboutPage.offer.${service.key}.title`)}</h3>
            <p>{t(`aboutPage.offer.${service.key}.body`, tiers)}</p>
            <AppLink to={service.to}>{t(`aboutPage.offer.${service.key}.link`)}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Steps() {
  const { t } = useTranslation('portal');
  return (
    <section className="about-page__section" aria-labelledby={headingId('steps')}>
      <h2 id={headingId('steps')} tabIndex={-1}>
        {t('aboutPage.steps.title')}
      </h2>
      <ol className="about-page__steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`aboutPage.steps.${step}`)}</li>
        ))}
      </ol>
      <AppLink className="about-page__action" to="/register">
        {t('aboutPage.steps.register')}
      </AppLink>
    </section>
  );
}

function Contact() {
  const { t } = useTranslation('portal');
  return (
    <section className="about-page__section" aria-labelledby={headingId('contact')}>
      <h2 id={headingId('contact')} tabIndex={-1}>
        {t('aboutPage.contact.title')}
      </h2>
      <p>{t('aboutPage.contact.p1')}</p>
      <ul className="about-page__links">
        <li>
          <AppLink to="/feedbackForm">{t('aboutPage.contact.feedback')}</AppLink>
        </li>
        <li>
          <AppLink to="/feedbackIndex">{t('aboutPage.contact.feedbackList')}</AppLink>
        </li>
        <li>
          <AppLink to="/messages">{t('aboutPage.contact.messages')}</AppLink>
        </li>
      </ul>
    </section>
  );
}

/**
 * What the portal is for, what it offers, who runs it and how to reach them. Plain HTML without
 * antd, like the home page, so it loads with the portal's first chunk.
 */
export function AboutPage() {
  const { t } = useTranslation('portal');
  return (
    <article className="about-page" aria-labelledby="about-title" data-testid="about">
      <header className="about-page__header">
        <h1 id="about-title">{t('aboutPage.title')}</h1>
        <p className="about-page__lead">{t('aboutPage.lead')}</p>
      </header>
      <nav className="about-page__contents" aria-label={t('aboutPage.contents')}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${headingId(section)}`} onClick={(event) => goToSection(event, section)}>
                {t(`aboutPage.${section}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Prose section="mission" />
      <Offer />
      <Steps />
      <Prose section="operator" />
      <Contact />
    </article>
  );
}
