import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import { bus } from '@portal/session';
import { AboutPage } from './about-page';

afterEach(async () => {
  await act(() => i18n.changeLanguage('zh'));
});

const SECTION_TITLES = {
  zh: ['我们的使命', '平台提供什么', '如何开始', '谁在运营', '联系我们'],
  cht: ['我們的使命', '平台提供甚麼', '如何開始', '誰在營運', '聯絡我們'],
  pt: [
    'A nossa missão',
    'O que a plataforma oferece',
    'Como começar',
    'Quem gere a plataforma',
    'Contactos',
  ],
  en: [
    'Our mission',
    'What the platform offers',
    'How to start',
    'Who runs the platform',
    'Contact us',
  ],
};

test.each(Object.entries(SECTION_TITLES))(
  'in %s: one h1, a named region per section, the offer and the contact links',
  async (language, titles) => {
    await act(() => i18n.changeLanguage(language));
    render(<AboutPage />);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(titles);
    for (const title of titles) expect(screen.getByRole('region', { name: title })).toBeTruthy();
    // Six services, each with its heading and a text of its own.
    const offer = screen.getByRole('region', { name: titles[1] });
    const services = within(offer).getAllByRole('listitem');
    expect(services).toHaveLength(6);
    for (const service of services) {
      expect(within(service).getByRole('heading', { level: 3 })).toBeTruthy();
      expect(service.querySelector('p')!.textContent!.length).toBeGreaterThan(40);
    }
    expect(
      services.map((service) => within(service).getByRole('link').getAttribute('href')),
    ).toEqual([
      '/demandHall',
      '/purchaseOrders',
      '/statistics',
      '/digitalProduct',
      '/exhibitions',
      '/memberCenter',
    ]);
    // Membership names the plans as the member centre does; no placeholder is left.
    expect(offer.textContent).toContain(i18n.t('tier.gold', { ns: 'common' }));
    expect(offer.textContent).not.toMatch(/{{|}}/);
    // Hrefs are the routes, in every language.
    const contact = screen.getByRole('region', { name: titles[4] });
    expect(
      within(contact)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/feedbackForm', '/feedbackIndex', '/messages']);
    const contents = screen.getByRole('navigation');
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(titles);
  },
);

test('the Chinese texts do not leak into the other languages', async () => {
  for (const language of ['pt', 'en']) {
    await act(() => i18n.changeLanguage(language));
    const { container, unmount } = render(<AboutPage />);
    expect(container.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    unmount();
  }
});

test('links go through the shell, and the contents move focus to a section in place', () => {
  const targets: string[] = [];
  const listener = ({ to }: { to: string }) => targets.push(to);
  bus.on('navigate', listener);
  render(<AboutPage />);
  fireEvent.click(screen.getByRole('link', { name: '进入供需大厅' }));
  fireEvent.click(screen.getByRole('link', { name: '免费注册' }));
  bus.off('navigate', listener);
  expect(targets).toEqual(['/demandHall', '/register']);

  const contents = screen.getByRole('navigation', { name: '本页目录' });
  fireEvent.click(within(contents).getByRole('link', { name: '联系我们' }));
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '联系我们' }));
  expect(window.location.hash).toBe('');
});
