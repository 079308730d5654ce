import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { haiguanApi } from '@portal/api-client';
import type { Envelope } from '@portal/contracts';
import { changeLanguage } from '@portal/i18n';
import { HeaderSearch } from './header-search';

const TEA = {
  products: [
    { id: 11, name: '普洱熟茶饼 357克', textLanguage: 'zh', hsCode: '090230' },
    { id: 12, name: 'Chá verde Gunpowder', textLanguage: 'pt', hsCode: '090210' },
  ],
  companies: [{ id: 3, name: '云南普洱茶源茶业有限公司', textLanguage: 'zh' }],
  headings: [{ code: '0902', name: 'Tea, whether or not flavoured', nameLanguage: 'en' }],
};

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderSearch() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <HeaderSearch />
      <Where />
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: '搜索产品、企业或 HS 编码' });
}

const where = () => screen.getByTestId('where').textContent;

let get: jest.SpyInstance;
beforeEach(() => {
  get = jest
    .spyOn(haiguanApi, 'get')
    .mockImplementation(() => Promise.resolve({ code: 200, msg: 'ok', data: TEA } as Envelope));
});
afterEach(() => jest.restoreAllMocks());

async function typeInto(box: HTMLElement, text: string) {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  await screen.findByRole('option', { name: /普洱熟茶饼/ });
}

test('typing asks once for suggestions and lists them grouped, as a combobox and its listbox', async () => {
  const box = renderSearch();
  expect(box.getAttribute('aria-expanded')).toBe('false');
  fireEvent.focus(box);
  for (const text of ['c', 'ch', 'chá']) fireEvent.change(box, { target: { value: text } });
  await screen.findByRole('option', { name: /普洱熟茶饼/ });
  // Typing faster than the delay is one request.
  expect(get).toHaveBeenCalledTimes(1);
  expect(get.mock.calls[0]!.slice(0, 2)).toEqual(['/api/search/suggest', { keyword: 'chá' }]);

  expect(box.getAttribute('aria-expanded')).toBe('true');
  const listbox = screen.getByRole('listbox');
  expect(box.getAttribute('aria-controls')).toBe(listbox.id);
  const groups = within(listbox).getAllByRole('group');
  expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(3);
  expect(
    groups.map(
      (group) => document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent,
    ),
  ).toEqual(['产品', '企业', 'HS 编码']);
  expect(within(groups[0]!).getAllByRole('option')).toHaveLength(2);
  // A name in another language than the reader's says which, in its own language.
  const portuguese = within(groups[0]!).getByRole('option', { name: /Chá verde/ });
  expect(portuguese.querySelector('[lang="pt"]')!.textContent).toBe('Chá verde Gunpowder');
  expect(portuguese.textContent).toContain('Português');
  expect(screen.getByRole('status').textContent).toBe('4 条建议，用上下方向键选择');
});

test('the arrows choose through every group, Enter opens the choice', async () => {
  const box = renderSearch();
  await typeInto(box, '普洱');
  const options = screen.getAllByRole('option');
  expect(box.getAttribute('aria-activedescendant')).toBeNull();
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
  expect(options[0]!.getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(box, { key: 'ArrowUp' });
  expect(box.getAttribute('aria-activedescendant')).toBe(options[3]!.id);
  fireEvent.keyDown(box, { key: 'ArrowUp' });
  expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(where()).toBe('/enterpriseInfo?id=3');
  expect(box.getAttribute('aria-expanded')).toBe('false');
});

test('a product opens its page, an HS code the hall filtered by it, a click as well as Enter', async () => {
  const box = renderSearch();
  await typeInto(box, '普洱');
  fireEvent.click(screen.getByRole('option', { name: /普洱熟茶饼/ }));
  expect(where()).toBe('/productDetail?id=11');
  await typeInto(box, 'tea');
  fireEvent.click(screen.getByRole('option', { name: /Tea, whether/ }));
  expect(where()).toBe('/demandHall?tab=supply&hs=0902');
});

test('Enter with nothing chosen searches the supply hall for the words', async () => {
  const box = renderSearch();
  await typeInto(box, ' chá verde ');
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(where()).toBe('/demandHall?tab=supply&q=ch%C3%A1+verde');
});

test('Escape closes the list, then empties the box', async () => {
  const box = renderSearch();
  await typeInto(box, '普洱');
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(box.getAttribute('aria-expanded')).toBe('false');
  expect((box as HTMLInputElement).value).toBe('普洱');
  fireEvent.keyDown(box, { key: 'Escape' });
  expect((box as HTMLInputElement).value).toBe('');
  // The arrow opens the list again.
  fireEvent.change(box, { target: { value: '普洱' } });
  fireEvent.keyDown(box, { key: 'Escape' });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(box.getAttribute('aria-expanded')).toBe('true');
});

test('says when nothing is suggested, and when suggestions cannot be had, in the reader’s language', async () => {
  get.mockImplementation(() =>
    Promise.resolve({ code: 200, msg: 'ok', data: { products: [], companies: [], headings: [] } }),
  );
  const box = renderSearch();
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: 'xyz' } });
  const status = screen.getByRole('status');
  const empty = '没有建议：按回车键在全部产品中搜索“xyz”';
  await waitFor(() => expect(status.textContent).toBe(empty));
  // Shown in the list's place, and read out.
  expect(screen.getAllByText(empty)).toHaveLength(2);
  expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);

  get.mockImplementation(() => Promise.reject(new Error('offline')));
  await act(() => changeLanguage('pt'));
  await waitFor(() =>
    expect(status.textContent).toBe(
      'Sugestões indisponíveis de momento: prima Enter para procurar em todos os produtos',
    ),
  );
  expect(screen.getByRole('combobox', { name: 'Procurar produtos, empresas ou códigos SH' })).toBe(
    box,
  );
  await act(() => changeLanguage('zh'));
});

test('where the header has no room for the field, a button opens it with the focus there; Escape on an empty box closes it', async () => {
  renderSearch();
  const toggle = screen.getByTestId('header-search-toggle');
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const box = screen.getByRole('combobox');
  await waitFor(() => expect(document.activeElement).toBe(box));
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(toggle);
});
