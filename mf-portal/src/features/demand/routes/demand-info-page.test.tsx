import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { file, mockApi, ok } from '@portal/api-client/testing';
import { demandEndpoints } from '@portal/contracts/endpoints/demand';
import { PublicDemand } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { teaDemand as demand } from '../test-fixtures';
import { DemandInfoPage } from './demand-info-page';
import { blobText, renderScreen } from '@portal/ui/testing';

const api = mockApi();
const DEMAND = demandEndpoints.publicDemand;
const FILE = 'GET /haiguan/api/files/:id';
// The quote panel has its own tests; here it only takes its place.
jest.mock('../components/quote-panel', () => ({ QuotePanel: () => null }));

function page() {
  return <DemandInfoPage pathname="/demandInfo" search="?id=5" routeKey="demandInfo" />;
}

/** The bordered description list as [label, value] pairs. */
function fields(): string[][] {
  return [...document.querySelectorAll('.ant-descriptions-row')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

beforeEach(() => {
  api.on(DEMAND, ok(PublicDemand, demand));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('zh'));
});

test.each([
  [
    'zh',
    [
      ['采购数量', '1,200 盒'],
      ['期望价格', '€35.00 – €42.50 / 盒'],
      ['截止日期', '2026/12/31'],
      ['行业', '茶叶'],
    ],
  ],
  [
    'en',
    [
      ['Quantity', '1,200 boxes'],
      ['Target price', '€35.00 – €42.50 / box'],
      ['Deadline', '12/31/2026'],
      ['Industry', 'Tea'],
    ],
  ],
  [
    'pt',
    [
      ['Quantidade', '1.200 caixas'],
      ['Preço pretendido', '€\u00a035,00 – €\u00a042,50 / caixa'],
      ['Prazo', '31/12/2026'],
      ['Setor', 'Chá'],
    ],
  ],
])(
  'in %s the demand’s figures, unit, deadline and industry read the reader’s way',
  async (language, expected) => {
    await act(() => i18n.changeLanguage(language));
    renderScreen(page());
    expect(await screen.findByRole('heading', { level: 1, name: /采购普洱茶饼/ })).toBeTruthy();
    expect(api.requests(DEMAND).map((request) => request.path)).toEqual([
      '/haiguan/api/demand/public/5',
    ]);
    const shown = fields();
    for (const pair of expected) expect(shown).toContainEqual(pair);
  },
);

test('an attachment opens through the signed-in client, not as a bare link that has no token', async () => {
  api.on(
    DEMAND,
    ok(PublicDemand, {
      ...demand,
      attachments: [{ fileId: 41, name: 'embalagem.png', url: '/haiguan/api/files/41' }],
    }),
  );
  const pictureBytes = 'png';
  api.on(FILE, file(pictureBytes, 'image/png'));
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:embalagem');
  Object.assign(URL, { createObjectURL });
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  try {
    renderScreen(page());
    fireEvent.click(await screen.findByRole('link', { name: 'embalagem.png' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:embalagem', '_blank', 'noopener'));
    expect(api.requests(FILE).map((request) => request.path)).toEqual(['/haiguan/api/files/41']);
    // The downloaded bytes are what the new tab opens.
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(await blobText(createObjectURL.mock.calls[0]![0])).toBe(pictureBytes);
  } finally {
    open.mockRestore();
  }
});

test('a title in another language than the reader’s says which, and its texts carry their language', async () => {
  api.on(
    DEMAND,
    ok(PublicDemand, { ...demand, description: '每饼357克，需有机认证', textLanguage: 'zh' }),
  );
  await act(() => i18n.changeLanguage('en'));
  renderScreen(page());
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading.textContent).toContain('采购普洱茶饼 Original: 简体中文');
  expect(heading.querySelector('[lang="zh-Hans"]')?.textContent).toBe('采购普洱茶饼');
  expect(screen.getByText('普洱熟茶饼').getAttribute('lang')).toBe('zh-Hans');
  expect(screen.getByText('每饼357克，需有机认证').getAttribute('lang')).toBe('zh-Hans');
});

test('a machine-translated title is marked so', async () => {
  api.on(
    DEMAND,
    ok(PublicDemand, {
      ...demand,
      title: 'Compra de bolos de chá Pu-erh',
      textLanguage: 'pt',
      machineTranslated: true,
    }),
  );
  await act(() => i18n.changeLanguage('pt'));
  renderScreen(page());
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading.textContent).toContain('Compra de bolos de chá Pu-erh Tradução automática');
  expect(screen.queryByTestId('listing-original-language')).toBeNull();
});
