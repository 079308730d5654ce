import type { Language } from '@portal/contracts';
import { formatNumber, type Formatters } from '@portal/i18n';
import { compactUsd, exactUsd, percent } from './amounts';

const format = (language: Language) =>
  ({
    language,
    number: (value: number | string, options?: Intl.NumberFormatOptions) =>
      formatNumber(value, language, options),
  }) as Formatters;

describe('amounts at a glance', () => {
  it('are written in 亿 and 万 in Chinese', () => {
    expect(compactUsd('123400000000', format('zh'))).toBe('1,234亿美元');
    expect(compactUsd(2_345_600_000_000, format('zh'))).toBe('2.3万亿美元');
    expect(compactUsd(32_000, format('zh'))).toBe('3.2万美元');
    expect(compactUsd(-1_500_000_000, format('zh'))).toBe('-15亿美元');
    expect(compactUsd(353, format('zh'))).toBe('353美元');
    expect(compactUsd(123_400_000_000, format('cht'))).toBe('1,234億美元');
    expect(compactUsd(2_500_000_000_000, format('cht'))).toBe('2.5萬億美元');
  });

  it('in mil milhões in Portuguese and billions in English', () => {
    expect(compactUsd(123_400_000_000, format('pt'))).toBe('US$ 123,4 mil milhões');
    expect(compactUsd(1_000_000, format('pt'))).toBe('US$ 1 milhão');
    expect(compactUsd(2_500_000_000_000, format('pt'))).toBe('US$ 2,5 biliões');
    expect(compactUsd(-45_600, format('pt'))).toBe('-US$ 45,6 mil');
    expect(compactUsd(123_400_000_000, format('en'))).toBe('US$123.4 billion');
    expect(compactUsd(960_000_000, format('en'))).toBe('US$960 million');
  });

  it('move up a unit when rounding reaches it', () => {
    expect(compactUsd(999_960_000, format('en'))).toBe('US$1 billion');
    expect(compactUsd(99_999_600, format('zh'))).toBe('1亿美元');
    expect(compactUsd(99_996_000, format('zh'))).toBe('9,999.6万美元');
  });
});

describe('exact amounts and shares', () => {
  it('keep every whole dollar and the cents where there are any, grouped the reader’s way', () => {
    expect(exactUsd('11430590925', format('zh'))).toBe('11,430,590,925');
    expect(exactUsd('4810446.345', format('en'))).toBe('4,810,446.35');
    expect(exactUsd('-7531661.249', format('pt'))).toBe('-7.531.661,25');
    expect(exactUsd('1289.3', format('cht'))).toBe('1,289.30');
    expect(exactUsd(7192225.233999999, format('en'))).toBe('7,192,225.23');
  });

  it('shares are percentages with two decimals at most', () => {
    expect(percent(0.999873120914612, format('en'))).toBe('99.99%');
    expect(percent(0.5, format('pt'))).toBe('50%');
  });
});
