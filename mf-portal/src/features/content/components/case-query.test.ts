import { caseAddress, parseCaseQuery } from './case-query';

test('reads the filters from the address and writes them back', () => {
  const query = parseCaseQuery('?industry=%E8%8C%B6%E5%8F%B6&country=br&page=2');
  expect(query).toEqual({ industry: '茶叶', country: 'BR', page: 2 });
  expect(caseAddress(query)).toBe('/successCase?industry=%E8%8C%B6%E5%8F%B6&country=BR&page=2');
});

test('unreadable values fall back to the defaults', () => {
  expect(parseCaseQuery('?country=Portugal&page=-3&industry=%20')).toEqual({
    industry: null,
    country: null,
    page: 1,
  });
  expect(caseAddress({ industry: null, country: null, page: 1 })).toBe('/successCase');
});
