import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { i18n } from '@portal/i18n';
import type { DemandDetail } from '../api/demand';
import { getDemand } from '../api/demand-public';
import { fetchQuoteFile } from '../api/quote-files';
import { DemandInfoPage } from './demand-info-page';

jest.mock('../api/demand-public', () => ({ getDemand: jest.fn() }));
jest.mock('../api/quote-files');
// The quote panel has its own tests; here it only takes its place.
jest.mock('../components/quote-panel', () => ({ QuotePanel: () => null }));

const demand: DemandDetail = {
  id: 5,
  title: '采购普洱茶饼',
  productName: '普洱熟茶饼',
  hsCode: '090240',
  industry: '茶叶',
  quantity: '1200',
  unit: '盒',
  priceMin: '35',
  priceMax: '42.5',
  currency: 'EUR',
  deadline: '2026-12-31',
  status: 1,
  createTime: '2026-11-20T08:00:00.000Z',
  company: { id: 9, name: 'Lusitânia Importações', country: 'PT', verified: true },
  description: null,
  attachments: [],
};

function page() {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DemandInfoPage pathname="/demandInfo" search="?id=5" routeKey="demandInfo" />
    </SWRConfig>
  );
}

/** The bordered description list as [label, value] pairs. */
function fields(): string[][] {
  return [...document.querySelectorAll('.ant-descriptions-row')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

beforeEach(() => {
  jest.mocked(getDemand).mockResolvedValue(demand);
});
afterEach(async () => {
  jest.resetAllMocks();
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
    render(page());
    expect(await screen.findByRole('heading', { level: 1, name: /采购普洱茶饼/ })).toBeTruthy();
    expect(getDemand).toHaveBeenCalledWith(5);
    const shown = fields();
    for (const pair of expected) expect(shown).toContainEqual(pair);
  },
);

test('an attachment opens through the signed-in client, not as a bare link that has no token', async () => {
  jest.mocked(getDemand).mockResolvedValue({
    ...demand,
    attachments: [{ fileId: 41, name: 'embalagem.png', url: '/haiguan/api/files/41' }],
  });
  const blob = new Blob(['png']);
  jest.mocked(fetchQuoteFile).mockResolvedValue(blob);
  const createObjectURL = jest.fn(() => 'blob:embalagem');
  Object.assign(URL, { createObjectURL });
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  try {
    render(page());
    fireEvent.click(await screen.findByRole('link', { name: 'embalagem.png' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:embalagem', '_blank', 'noopener'));
    expect(fetchQuoteFile).toHaveBeenCalledWith('/haiguan/api/files/41');
    expect(createObjectURL).toHaveBeenCalledWith(blob);
  } finally {
    open.mockRestore();
  }
});
