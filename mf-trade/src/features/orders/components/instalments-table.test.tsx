import { cleanup, render, screen } from '@testing-library/react';
import { changeLanguage } from '@portal/i18n';
import type { Language } from '@portal/contracts';
import { instalments } from '../test-fixtures';
import { InstalmentsTable } from './instalments-table';
import '../../../app/locales';

afterEach(async () => {
  cleanup();
  await changeLanguage('zh');
});

/** The cells of one instalment's row, as read. */
function rowTexts(id: number): string[] {
  const row = screen.getByTestId(`instalment-state-${id}`).closest('tr')!;
  return Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? '');
}

test.each<[Language, string[]]>([
  ['zh', ['第1期', '¥16,080.00', '2026/12/01', '未付款']],
  ['cht', ['第1期', 'CN¥16,080.00', '2026/12/01', '未付款']],
  ['pt', ['1.ª prestação', 'CN¥\u00a016.080,00', '01/12/2026', 'Por pagar']],
  ['en', ['Instalment 1', 'CN¥16,080.00', '12/01/2026', 'Unpaid']],
])(
  'in %s the payment date is the calendar day written the reader’s way',
  async (language, cells) => {
    await changeLanguage(language);
    render(
      <InstalmentsTable
        instalments={instalments}
        currency="CNY"
        canReceive={false}
        onReceive={async () => true}
      />,
    );
    expect(rowTexts(1)).toEqual(cells);
    // No date set yet.
    expect(rowTexts(2)[2]).toBe('—');
  },
);
