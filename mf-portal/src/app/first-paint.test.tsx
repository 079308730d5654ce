import { act, screen } from '@testing-library/react';
import { heldAnswer, mockApi } from '@portal/api-client/testing';
import { portalEndpoints } from '@portal/contracts/endpoints/portal';
import { statisticsEndpoints } from '@portal/contracts/endpoints/statistics';
import { FIRST_PAINT_ELEMENT_ID, LANGUAGES } from '@portal/contracts';
import { i18n, registerMessages } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { HomePage } from '../features/home/routes/home-page';
import firstPaints from './first-paint';
import { portalMessages } from './locales';

registerMessages('portal', portalMessages);

const api = mockApi();
const unanswered = heldAnswer();

beforeEach(() => {
  for (const route of [
    statisticsEndpoints.overview,
    portalEndpoints.news,
    'GET /haiguan/api/product/search' as const,
  ])
    api.on(route, unanswered.answer);
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('zh'));
});

test.each(LANGUAGES)(
  'in %s, the server paints home’s hero as home renders it, and home takes the paint away',
  async (language) => {
    await act(() => i18n.changeLanguage(language));
    const paints = JSON.parse(firstPaints()) as Record<string, Record<string, string>>;
    document.body.insertAdjacentHTML('beforeend', paints['/']![language]!);
    const paint = document.getElementById(FIRST_PAINT_ELEMENT_ID)!;
    expect(paint.dataset.path).toBe('/');
    expect(paint.querySelector('style')!.textContent).not.toBe('');
    const paintedHero = paint.querySelector('.hero')!;
    expect(paintedHero.querySelector('h1')!.textContent).toBe(i18n.t('portal:hero.title'));
    expect(
      [...paintedHero.querySelectorAll('a')].map((link) => [
        link.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      [i18n.t('portal:hero.register'), '/register'],
      [i18n.t('portal:hero.statistics'), '/statistics'],
    ]);
    const paintedMarkup = paintedHero.outerHTML;

    renderScreen(<HomePage />);

    expect(document.getElementById(FIRST_PAINT_ELEMENT_ID)).toBeNull();
    expect(screen.getByTestId('home').querySelector('.hero')!.outerHTML).toBe(paintedMarkup);
  },
);
