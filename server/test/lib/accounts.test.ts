import { defaultCompanyCountry } from '../../src/modules/accounts/service';

describe("a new company's country", () => {
  it('follows the calling code of the phone it registered with', () => {
    expect(defaultCompanyCountry('13800000001', 'pt')).toBe('CN');
    expect(defaultCompanyCountry('+85361234567', 'zh')).toBe('MO');
    expect(defaultCompanyCountry('+351912345678', 'zh')).toBe('PT');
    expect(defaultCompanyCountry('+5511912345678', 'en')).toBe('BR');
    expect(defaultCompanyCountry('+244923456789', 'zh')).toBe('AO');
    expect(defaultCompanyCountry('+258821234567', 'en')).toBe('MZ');
  });

  it("follows the registrant's language without a phone, and guesses nothing in English", () => {
    expect(defaultCompanyCountry(null, 'zh')).toBe('CN');
    expect(defaultCompanyCountry(null, 'cht')).toBe('MO');
    expect(defaultCompanyCountry(null, 'pt')).toBe('PT');
    expect(defaultCompanyCountry(null, 'en')).toBeNull();
  });
});
