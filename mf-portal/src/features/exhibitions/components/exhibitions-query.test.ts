import { exhibitionsAddress, parseExhibitionsQuery } from './exhibitions-query';

test('the list’s filters round-trip through the address, unknown values falling back', () => {
  const query = { status: 'ongoing' as const, keyword: '茶 & café', page: 3 };
  const address = exhibitionsAddress(query);
  expect(address).toBe('/exhibitions?status=ongoing&q=%E8%8C%B6+%26+caf%C3%A9&page=3');
  expect(parseExhibitionsQuery(address.slice('/exhibitions'.length))).toEqual(query);
  expect(parseExhibitionsQuery('?status=someday&page=-2&q=%20')).toEqual({
    status: null,
    keyword: '',
    page: 1,
  });
  expect(exhibitionsAddress({ status: null, keyword: '', page: 1 })).toBe('/exhibitions');
});
