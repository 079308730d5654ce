import { sparseTradeFlows } from '../test-fixtures';
import { globeAddress, parseGlobeQuery, resolveYear, yearsOf } from './globe-query';
import { sumReported, yearFigures } from './year-figures';

test('the address holds reporter, year and flow; defaults are left out', () => {
  expect(parseGlobeQuery('')).toEqual({ reporter: 'china', year: null, flow: 'total' });
  const query = parseGlobeQuery('?reporter=macau&year=2019&flow=imports');
  expect(query).toEqual({ reporter: 'macau', year: 2019, flow: 'imports' });
  expect(globeAddress(query)).toBe('/globe?reporter=macau&year=2019&flow=imports');
  expect(globeAddress({ reporter: 'china', year: null, flow: 'total' })).toBe('/globe');
  // What the page cannot read falls back, so an edited link still opens.
  expect(parseGlobeQuery('?reporter=hk&year=20x9&flow=balance')).toEqual({
    reporter: 'china',
    year: null,
    flow: 'total',
  });
});

test('the year is the latest by default and kept within the data', () => {
  expect(resolveYear(parseGlobeQuery(''), [2003, 2004, 2024])).toBe(2024);
  expect(resolveYear(parseGlobeQuery('?year=1990'), [2003, 2024])).toBe(2003);
  expect(resolveYear(parseGlobeQuery('?year=2030'), [2003, 2024])).toBe(2024);
});

test('a year’s figures: ranked by the flow, shares, sums of what was reported', () => {
  expect(yearsOf(sparseTradeFlows, 'china')).toEqual([2023, 2024]);
  expect(yearsOf(sparseTradeFlows, 'macau')).toEqual([2022]);
  const figures = yearFigures(sparseTradeFlows, 'china', 2023, 'exports');
  expect(figures.partners.map((entry) => [entry.partner, entry.value, entry.rank])).toEqual([
    ['PT', 0.2, 1],
    ['BR', 0.1, 2],
    ['AO', null, null],
  ]);
  expect(figures.value).toBe(0.3);
  expect(figures.partners[0]!.share).toBeCloseTo(2 / 3);
  expect(figures.total).toEqual({ exportsUsd: 0.3, importsUsd: 9, totalTradeUsd: 9.3 });
  // Arcs of every year are scaled against the largest value of the reporter and flow.
  expect(figures.maxOverYears).toBe(30);
  expect(yearFigures(sparseTradeFlows, 'china', 2023, 'imports').maxOverYears).toBe(70);
});

test('sums are to the thousandth, and null when nothing was reported', () => {
  expect(sumReported([0.1, 0.2])).toBe(0.3);
  expect(sumReported([7192225.233, 1.001, null])).toBe(7192226.234);
  expect(sumReported([null, null])).toBeNull();
  expect(sumReported([])).toBeNull();
});
