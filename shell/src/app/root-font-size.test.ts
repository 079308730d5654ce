import { rootFontSize } from './root-font-size';

test('root font size follows the width divided by 9.91', () => {
  expect(rootFontSize(991)).toBeCloseTo(100);
  expect(rootFontSize(1920)).toBeCloseTo(193.74, 2);
});

test('widths beyond 5760 are capped', () => {
  expect(rootFontSize(8000)).toBeCloseTo(rootFontSize(5760));
});
