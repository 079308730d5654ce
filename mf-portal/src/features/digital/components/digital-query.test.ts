import { digitalAddress, parseDigitalQuery } from './digital-query';

describe('the catalogue query in the URL', () => {
  it('reads a known dimension and page, and ignores what it does not know', () => {
    expect(parseDigitalQuery('?dimension=finance&page=2')).toEqual({
      dimension: 'finance',
      page: 2,
    });
    expect(parseDigitalQuery('?dimension=weather&page=-1')).toEqual({ dimension: null, page: 1 });
  });

  it('writes the shortest address that restores it', () => {
    expect(digitalAddress({ dimension: null, page: 1 })).toBe('/digitalProduct');
    expect(digitalAddress({ dimension: 'people', page: 3 })).toBe(
      '/digitalProduct?dimension=people&page=3',
    );
    const address = digitalAddress({ dimension: 'dataIt', page: 2 });
    expect(parseDigitalQuery(address.slice(address.indexOf('?')))).toEqual({
      dimension: 'dataIt',
      page: 2,
    });
  });
});
