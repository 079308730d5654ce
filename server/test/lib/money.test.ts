import {
  fitsColumn,
  formatMoney,
  fromCents,
  isMoney,
  lineTotalCents,
  normaliseMoney,
  sumCents,
  toCents,
} from '../../src/platform/money';

describe('money as decimal strings and BigInt cents', () => {
  it('parses decimal strings exactly', () => {
    expect(toCents('0')).toBe(0n);
    expect(toCents('12345.6')).toBe(1234560n);
    expect(toCents('12345.60')).toBe(1234560n);
    expect(toCents('0.01')).toBe(1n);
    expect(toCents('999999999999.99')).toBe(99_999_999_999_999n);
    // NUMERIC::text with more (zero) places, and a sign
    expect(toCents('12.500')).toBe(1250n);
    expect(toCents('-3.05')).toBe(-305n);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.2.3', '1e5', '12.345', ' . ', '0x10']) {
      expect(() => toCents(bad)).toThrow(RangeError);
    }
  });

  it('formats cents back', () => {
    expect(fromCents(1234560n)).toBe('12345.60');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(0n)).toBe('0.00');
    expect(fromCents(-305n)).toBe('-3.05');
    expect(normaliseMoney('7.5')).toBe('7.50');
    expect(formatMoney(1234560n)).toBe('12,345.60');
    expect(formatMoney(99_999_999_999_999n)).toBe('999,999,999,999.99');
    expect(formatMoney(-100000n)).toBe('-1,000.00');
    expect(formatMoney(99n)).toBe('0.99');
  });

  it('adds and multiplies without floating-point error', () => {
    // 0.1 + 0.2 is not 0.3 in floating point; it is here.
    expect(fromCents(sumCents([toCents('0.1'), toCents('0.2')]))).toBe('0.30');
    expect(fromCents(lineTotalCents('268.00', 120))).toBe('32160.00');
    expect(fromCents(lineTotalCents('0.45', 1_000_000))).toBe('450000.00');
    expect(fromCents(lineTotalCents('999999999999.99', 1_000_000n))).toBe('999999999999990000.00');
    expect(fitsColumn(lineTotalCents('999999999999.99', 1))).toBe(true);
    expect(fitsColumn(lineTotalCents('999999999999.99', 2))).toBe(false);
  });

  it('recognises well-formed amounts', () => {
    expect(isMoney('12.30')).toBe(true);
    expect(isMoney('0')).toBe(true);
    expect(isMoney('-1')).toBe(false);
    expect(isMoney('1.234')).toBe(false);
    expect(isMoney('1234567890123')).toBe(false);
  });
});
