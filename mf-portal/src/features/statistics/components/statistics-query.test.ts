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
      chapterPartner: null,
      chapterYear: null,
    });
    expect(
      parseStatisticsQuery('?reporter=japan&from=20x&flow=net&hs=9&chapterPartner=B&chapterYear=x'),
    ).toEqual(DEFAULT_QUERY);
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
      chapterPartner: 'PT',
      chapterYear: 2018,
    });
    expect(address).toBe(
      '/statistics?reporter=macau&partners=BR,PT&from=2010&flow=balance&hs=27&chapterPartner=PT&chapterYear=2018',
    );
    expect(parseStatisticsQuery(address.slice(address.indexOf('?')))).toMatchObject({
      partners: ['BR', 'PT'],
      hs: '27',
      chapterPartner: 'PT',
      chapterYear: 2018,
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

  it('shows one partner’s chapters in one year: the chosen ones, else the first partner and last year', () => {
    expect(resolveSelection(DEFAULT_QUERY, statisticsFilters)).toMatchObject({
      chapterPartner: 'AO',
      chapterYear: 2024,
    });
    const chosen = {
      ...DEFAULT_QUERY,
      partners: ['BR', 'PT'],
      chapterPartner: 'PT',
      chapterYear: 2015,
    };
    expect(resolveSelection(chosen, statisticsFilters)).toMatchObject({
      chapterPartner: 'PT',
      chapterYear: 2015,
    });
    expect(selectionQuery(resolveSelection(chosen, statisticsFilters))).toEqual(chosen);
    // A partner no longer chosen, or a year outside the chapter data, falls back.
    expect(
      resolveSelection(
        { ...DEFAULT_QUERY, partners: ['BR'], chapterPartner: 'PT', chapterYear: 1999 },
        statisticsFilters,
      ),
    ).toMatchObject({ chapterPartner: 'BR', chapterYear: 2003 });
  });

  it('goes back to the same query, defaults left out', () => {
    const query = { ...DEFAULT_QUERY, partners: ['AO', 'BR'], to: 2015, flow: 'exports' as const };
    expect(selectionQuery(resolveSelection(query, statisticsFilters))).toEqual(query);
    expect(selectionQuery(resolveSelection(DEFAULT_QUERY, statisticsFilters))).toEqual(
      DEFAULT_QUERY,
    );
  });
});
