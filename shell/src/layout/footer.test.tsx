import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { changeLanguage } from '@portal/i18n';
import { findRoute } from '@portal/contracts';
import '@portal/i18n';
import { Footer } from './footer';

afterEach(async () => {
  await act(() => changeLanguage('zh'));
});

function platformLinks() {
  const section = screen.getByRole('heading', {
    level: 2,
    name: /平台服务|Platform services/,
  }).parentElement!;
  return within(section)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

test('the footer reaches the service pages, the two hubs and the wall dashboard, each a real route', () => {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  const links = platformLinks();
  expect(links).toEqual([
    ['服务中心', '/serviceCenter'],
    ['产业赋能', '/industryEnabling'],
    ['客户服务', '/customerService'],
    ['澳葡汇', '/aph'],
    ['金科汇', '/jkh'],
    ['数据大屏', '/bigScreen'],
  ]);
  for (const [, href] of links) expect(findRoute(href!)?.meta.planned).toBeFalsy();
});

test('in English the links read in English', async () => {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  await act(() => changeLanguage('en'));
  expect(platformLinks().map(([text]) => text)).toEqual([
    'Service centre',
    expect.any(String),
    expect.any(String),
    expect.any(String),
    expect.any(String),
    'Wall dashboard',
  ]);
});
