import type { StatisticsFilters, TopChapters, TradeSeries } from './api/statistics';

export const statisticsFilters: StatisticsFilters = {
  source: 'UN Comtrade',
  currency: 'USD',
  reporters: [
    {
      reporter: 'china',
      partners: ['AO', 'BR', 'CV', 'GQ', 'GW', 'MZ', 'PT', 'ST', 'TL'],
      firstYear: 2003,
      lastYear: 2024,
      chapterYears: { first: 2003, last: 2024 },
    },
    {
      reporter: 'macau',
      partners: ['AO', 'BR', 'CV', 'GW', 'MZ', 'PT', 'ST', 'TL'],
      firstYear: 2003,
      lastYear: 2024,
      chapterYears: null,
    },
  ],
  chapters: [
    {
      code: '09',
      nameZh: '咖啡、茶、马黛茶及调味香料',
      namePt: 'Café, chá',
      nameEn: 'Coffee, tea',
    },
    { code: '26', nameZh: '矿砂、矿渣及矿灰', namePt: 'Minérios', nameEn: 'Ores, slag and ash' },
  ],
};

export const tradeSeries: TradeSeries = {
  source: 'UN Comtrade',
  currency: 'USD',
  reporter: 'china',
  flow: 'exports',
  partners: ['BR', 'PT'],
  from: 2022,
  to: 2024,
  byYear: [
    { year: 2022, value: '62389301542' },
    { year: 2023, value: '60961519911.5' },
    { year: 2024, value: null },
  ],
  byPartner: [
    { partner: 'BR', value: '115000000000' },
    { partner: 'PT', value: '8350821453.5' },
  ],
  total: '123350821453.5',
};

export const topChapters: TopChapters = {
  source: 'UN Comtrade',
  currency: 'USD',
  reporter: 'china',
  flow: 'exports',
  year: 2024,
  partners: [
    {
      partner: 'BR',
      flowTotal: '73000000000',
      otherValue: '43000000000',
      chapters: [
        {
          rank: 1,
          chapter: '85',
          nameZh: '电机、电气设备及其零件',
          namePt: 'Máquinas elétricas',
          nameEn: 'Electrical machinery',
          value: '20000000000',
          share: 0.273972602739726,
        },
        {
          rank: 2,
          chapter: '84',
          nameZh: '核反应堆、锅炉、机器',
          namePt: 'Reatores nucleares',
          nameEn: 'Nuclear reactors',
          value: '10000000000',
          share: 0.136986301369863,
        },
      ],
    },
  ],
};
