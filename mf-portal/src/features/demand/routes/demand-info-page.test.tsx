import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import { getDemand } from '../api/demand-public';
import { fetchQuoteFile } from '../api/quote-files';
import { teaDemand as demand } from '../test-fixtures';
import { DemandInfoPage } from './demand-info-page';
import { renderScreen } from '@portal/ui/testing';

jest.mock('../api/demand-public', () => ({ getDemand: jest.fn() }));
jest.mock('../api/quote-files');
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
    renderScreen(page());
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
    renderScreen(page());
    fireEvent.click(await screen.findByRole('link', { name: 'embalagem.png' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:embalagem', '_blank', 'noopener'));
    expect(fetchQuoteFile).toHaveBeenCalledWith('/haiguan/api/files/41');
    expect(createObjectURL).toHaveBeenCalledWith(blob);
  } finally {
    open.mockRestore();
  }
});
