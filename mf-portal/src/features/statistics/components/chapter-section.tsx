import { useFormat, type Formatters } from '@portal/i18n';
import { Button, Result, Select } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getTopChapters, type ChapterFlow, type TopChapters } from '../api/statistics';
import { compactUsd, exactUsd, percent } from './amounts';
import { Chart } from './chart';
import { treemapOption, type TreemapGroup } from './chart-options';
import { FigureTable, type FigureRow } from './figure-table';
import { chapterName, partnerName } from './labels';
import { selectionQuery, type Selection, type StatisticsQuery } from './statistics-query';

/** One flow's top chapters for the chosen partner and year: a treemap and its table. */
function ChapterPanel({
  selection,
  year,
  flow,
}: {
  selection: Selection;
  year: number;
  flow: ChapterFlow;
}) {
  const { t } = useTranslation('portal-statistics');
  const format = useFormat();
  const { reporter, hs } = selection;
  const partners = [selection.chapterPartner];
  const { data, error, isLoading, mutate } = useSWR(
    ['statistics-chapters', reporter, partners.join(','), year, flow, hs],
    () => getTopChapters({ reporter, partners, year, flow, hs }),
  );
  const language = format.language;
  const option = useMemo(() => {
    if (!data) return null;
    const groups: TreemapGroup[] = data.partners
      .map((entry) => ({
        label: partnerName(entry.partner, language),
        tiles: [
          ...entry.chapters.map((chapter) => ({
            label: `${chapter.chapter} ${chapterName(chapter, language)}`,
            value: chapter.value,
          })),
          // Narrowed to one chapter, the rest of the flow is not what is asked about.
          ...(hs === null && Number(entry.otherValue) > 0
            ? [{ label: t('chapters.other'), value: entry.otherValue, other: true }]
            : []),
        ],
      }))
      .filter((group) => group.tiles.length > 0);
    return groups.length > 0 ? treemapOption(groups, (value) => compactUsd(value, format)) : null;
  }, [data, hs, language, format, t]);

  const title = t(`chapters.panel.${flow}`, { of: t(`reporterOf.${reporter}`) });
  if (error && !data) {
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  }
  if (isLoading && !data) return <div className="statistics-loading" aria-busy="true" />;
  if (!data) return null;

  return (
    <section className="statistics-panel" aria-labelledby={`statistics-chapters-${flow}`}>
      <h3 id={`statistics-chapters-${flow}`}>{title}</h3>
      {data.partners.length === 0 ? (
        <p>{t('chapters.empty', { year })}</p>
      ) : (
        <>
          {option && <Chart option={option} label={t('chartLabel', { title })} height={320} />}
          {/* Three columns, so that value and share fit beside the names on a phone. */}
          <FigureTable
            title={title}
            columns={[
              t('table.chapter'),
              t('table.value', { flow: t(`flow.${flow}`) }),
              t('table.share'),
            ]}
            numeric={[1, 2]}
            wide={[0]}
            rows={chapterRows(data, hs, format, {
              notTop: t('chapters.notTop'),
              other: t('chapters.other'),
              all: t('chapters.all'),
            })}
            fileName={`${reporter}-plp-${flow}-hs-chapters-${year}.csv`}
            source={data.source}
          />
        </>
      )}
    </section>
  );
}

/**
 * The partner's top chapters in the source's order of rank, then what is beyond them and the
 * flow's total, so that every row adds up to a figure of the source.
 */
function chapterRows(
  data: TopChapters,
  hs: string | null,
  format: Formatters,
  labels: { notTop: string; other: string; all: string },
): FigureRow[] {
  return data.partners.flatMap((entry) => {
    const share = (value: string) => Number(value) / Number(entry.flowTotal);
    const rows: FigureRow[] = entry.chapters.map((chapter) => {
      const name = `${chapter.chapter} ${chapterName(chapter, format.language)}`;
      return {
        key: `${entry.partner}-${chapter.rank}`,
        cells: [name, exactUsd(chapter.value, format), percent(chapter.share, format)],
        csv: [name, chapter.value, chapter.share],
      };
    });
    if (hs !== null && entry.chapters.length === 0) {
      rows.push({
        key: `${entry.partner}-not-top`,
        cells: [`${hs} ${labels.notTop}`, '', ''],
        csv: [`${hs} ${labels.notTop}`, null, null],
      });
    }
    if (hs === null) {
      rows.push({
        key: `${entry.partner}-other`,
        cells: [
          labels.other,
          exactUsd(entry.otherValue, format),
          percent(share(entry.otherValue), format),
        ],
        csv: [labels.other, entry.otherValue, share(entry.otherValue)],
      });
    }
    rows.push({
      key: `${entry.partner}-all`,
      cells: [labels.all, exactUsd(entry.flowTotal, format), percent(1, format)],
      csv: [labels.all, entry.flowTotal, 1],
      total: true,
    });
    return rows;
  });
}

/**
 * The top HS chapters of one partner in one year, both chosen here (in the address): one panel
 * for exports or imports, both for total and balance (the source ranks chapters per direction).
 * One partner at a time keeps the page short; Macau has no chapter figures.
 */
export function ChapterSection({
  selection,
  chapterYears,
  onChange,
}: {
  selection: Selection;
  /** The years the source has chapters for; null for Macau. */
  chapterYears: { first: number; last: number } | null;
  onChange: (query: StatisticsQuery) => void;
}) {
  const { t } = useTranslation('portal-statistics');
  const { language } = useFormat();
  const id = useId();
  const year = selection.chapterYear;
  const change = (patch: Partial<StatisticsQuery>) =>
    onChange({ ...selectionQuery(selection), ...patch });
  return (
    <section className="statistics-section" aria-labelledby="statistics-chapters">
      <h2 id="statistics-chapters">
        {year === null
          ? t('chapters.titleMacau')
          : t('chapters.title', {
              partner: partnerName(selection.chapterPartner, language),
              year,
            })}
      </h2>
      {year === null || chapterYears === null ? (
        <p className="statistics-note">{t('chapters.macau')}</p>
      ) : (
        <>
          <p className="statistics-note">{t('chapters.note')}</p>
          <div className="statistics-filters__row statistics-chapters__choice">
            <div className="statistics-filters__field">
              <label htmlFor={`${id}-partner`}>{t('chapters.partner')}</label>
              <Select
                id={`${id}-partner`}
                value={selection.chapterPartner}
                virtual={false}
                onChange={(code: string) => change({ chapterPartner: code })}
                options={selection.partners.map((code) => ({
                  value: code,
                  label: partnerName(code, language),
                }))}
              />
            </div>
            <div className="statistics-filters__field">
              <label htmlFor={`${id}-year`}>{t('chapters.year')}</label>
              <Select
                id={`${id}-year`}
                value={year}
                virtual={false}
                onChange={(chosen: number) => change({ chapterYear: chosen })}
                options={Array.from(
                  { length: chapterYears.last - chapterYears.first + 1 },
                  (_, index) => chapterYears.last - index,
                ).map((value) => ({ value, label: String(value) }))}
              />
            </div>
          </div>
          <div className="statistics-panels">
            {selection.chapterFlows.map((flow) => (
              <ChapterPanel key={flow} selection={selection} year={year} flow={flow} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
