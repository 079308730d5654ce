import { useFormat, type Formatters } from '@portal/i18n';
import { Button, Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getTopChapters, type ChapterFlow, type TopChapters } from '../api/statistics';
import { compactUsd, exactNumber, percent } from './amounts';
import { Chart } from './chart';
import { treemapOption, type TreemapGroup } from './chart-options';
import { FigureTable, type FigureRow } from './figure-table';
import { chapterName, partnerName } from './labels';
import type { Selection } from './statistics-query';

/** One flow's top chapters: a treemap (grouped by partner when there are several) and its table. */
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
  const { reporter, partners, hs } = selection;
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
          {option && (
            <Chart
              option={option}
              label={t('chartLabel', { title })}
              height={data.partners.length > 1 ? 420 : 320}
            />
          )}
          <FigureTable
            title={title}
            columns={[
              t('table.partner'),
              t('table.rank'),
              t('table.chapter'),
              t('table.chapterName'),
              t('table.value', { flow: t(`flow.${flow}`) }),
              t('table.share'),
            ]}
            numeric={[1, 4, 5]}
            wide={[3]}
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
 * Per partner: its top chapters as the source ranks them, then what is beyond them and the flow's
 * total, so that every row adds up to a figure of the source.
 */
function chapterRows(
  data: TopChapters,
  hs: string | null,
  format: Formatters,
  labels: { notTop: string; other: string; all: string },
): FigureRow[] {
  return data.partners.flatMap((entry) => {
    const partner = partnerName(entry.partner, format.language);
    const share = (value: string) => Number(value) / Number(entry.flowTotal);
    const rows: FigureRow[] = entry.chapters.map((chapter) => {
      const name = chapterName(chapter, format.language);
      return {
        key: `${entry.partner}-${chapter.rank}`,
        cells: [
          partner,
          chapter.rank,
          chapter.chapter,
          name,
          exactNumber(chapter.value, format),
          percent(chapter.share, format),
        ],
        csv: [partner, chapter.rank, chapter.chapter, name, chapter.value, chapter.share],
      };
    });
    if (hs !== null && entry.chapters.length === 0) {
      rows.push({
        key: `${entry.partner}-not-top`,
        cells: [partner, '', hs, labels.notTop, '', ''],
        csv: [partner, null, hs, labels.notTop, null, null],
      });
    }
    if (hs === null) {
      rows.push({
        key: `${entry.partner}-other`,
        cells: [
          partner,
          '',
          '',
          labels.other,
          exactNumber(entry.otherValue, format),
          percent(share(entry.otherValue), format),
        ],
        csv: [partner, null, null, labels.other, entry.otherValue, share(entry.otherValue)],
      });
    }
    rows.push({
      key: `${entry.partner}-all`,
      cells: [
        partner,
        '',
        '',
        labels.all,
        exactNumber(entry.flowTotal, format),
        percent(1, format),
      ],
      csv: [partner, null, null, labels.all, entry.flowTotal, 1],
      total: true,
    });
    return rows;
  });
}

/**
 * The top HS chapters of the selection's last year: one panel for exports or imports, both for
 * total and balance (the source ranks chapters per direction). Macau has no chapter figures.
 */
export function ChapterSection({ selection }: { selection: Selection }) {
  const { t } = useTranslation('portal-statistics');
  const year = selection.chapterYear;
  return (
    <section className="statistics-section" aria-labelledby="statistics-chapters">
      <h2 id="statistics-chapters">{t('chapters.title', { year: year ?? selection.to })}</h2>
      {year === null ? (
        <p className="statistics-note">{t('chapters.macau')}</p>
      ) : (
        <>
          <p className="statistics-note">{t('chapters.note')}</p>
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
