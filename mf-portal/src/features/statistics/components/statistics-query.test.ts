import { statisticsFilters } from '../test-fixtures';
import {
  DEFAULT_QUERY,
  parseStatisticsQuery,
  resolveSelection,
  selectionQuery,
  statisticsAddress,
} from './statistics-query';

describe('the statistics query in the URL', () => {
  it('reads what is well formed and drops the rest (the selection drops unknown partners)', () => {
    expect(
      parseStatisticsQuery(
        '?reporter=macau&partners=br,PT,XX,PT&from=2010&to=2020&flow=exports&hs=09',
      ),
    ).toEqual({
      reporter: 'macau',
      partners: ['BR', 'PT', 'XX'],
      from: 2010,
      to: 2020,
      flow: 'exports',
      hs: '09',
    });
    expect(parseStatisticsQuery('?reporter=japan&from=20x&flow=net&hs=9')).toEqual(DEFAULT_QUERY);
  });

  it('writes the shortest address that restores it', () => {
    expect(statisticsAddress(DEFAULT_QUERY)).toBe('/statistics');
    const address = statisticsAddress({
      reporter: 'macau',
      partners: ['BR', 'PT'],
      from: 2010,
      to: null,
      flow: 'balance',
      hs: '27',
    });
    expect(address).toBe('/statistics?reporter=macau&partners=BR,PT&from=2010&flow=balance&hs=27');
    expect(parseStatisticsQuery(address.slice(address.indexOf('?')))).toMatchObject({
      partners: ['BR', 'PT'],
      hs: '27',
    });
  });
});

describe('the selection', () => {
  it('is the query within what the data has', () => {
    const selection = resolveSelection(
      {
        ...DEFAULT_QUERY,
        reporter: 'macau',
        partners: ['GQ', 'PT'],
        from: 1990,
        to: 2030,
        hs: '09',
      },
      statisticsFilters,
    );
    expect(selection).toMatchObject({
      partners: ['PT'],
      allPartners: false,
      from: 2003,
      to: 2024,
      chapterYear: null,
      chapterFlows: ['exports', 'imports'],
    });
    expect(
      resolveSelection({ ...DEFAULT_QUERY, from: 2020, to: 2010 }, statisticsFilters),
    ).toMatchObject({
      from: 2010,
      to: 2020,
      chapterYear: 2020,
    });
    expect(
      resolveSelection({ ...DEFAULT_QUERY, flow: 'imports', hs: '99' }, statisticsFilters),
    ).toMatchObject({ chapterFlows: ['imports'], hs: null, allPartners: true });
  });

  it('goes back to the same query, defaults left out', () => {
    const query = { ...DEFAULT_QUERY, partners: ['AO', 'BR'], to: 2015, flow: 'exports' as const };
    expect(selectionQuery(resolveSelection(query, statisticsFilters))).toEqual(query);
    expect(selectionQuery(resolveSelection(DEFAULT_QUERY, statisticsFilters))).toEqual(
      DEFAULT_QUERY,
    );
  });
});
