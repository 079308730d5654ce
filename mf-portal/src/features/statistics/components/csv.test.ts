import { toCsv } from './csv';

describe('CSV', () => {
  it('is UTF-8 with a byte-order mark, CRLF lines and quotes only where needed', () => {
    expect(
      toCsv([
        ['年份', 'Exportações (US$)'],
        [2024, '4810446.345'],
        ['Sao Tome, "Principe"', null],
      ]),
    ).toBe('\uFEFF年份,Exportações (US$)\r\n2024,4810446.345\r\n"Sao Tome, ""Principe""",\r\n');
  });

  it('keeps negative figures as numbers but never lets text start a formula', () => {
    expect(toCsv([['-12.5', '=HYPERLINK("x")', '@SUM(A1)', '+1 text']])).toBe(
      '\uFEFF-12.5,"\'=HYPERLINK(""x"")",\'@SUM(A1),\'+1 text\r\n',
    );
  });
});
