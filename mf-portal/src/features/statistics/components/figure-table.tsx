import { ScrollRegion, VISUALLY_HIDDEN } from '@portal/ui';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, type CsvCell } from './csv';

export interface FigureRow {
  key: string;
  /** The first cell heads the row. */
  cells: ReactNode[];
  /** The same row for the CSV file: figures exact, as the API gives them. */
  csv: CsvCell[];
  total?: boolean;
}

/**
 * The table under a chart: the chart's figures, exactly, for reading, copying and assistive
 * technology; it scrolls inside its own labelled region on a narrow screen. Below it the source
 * caption and the download of the same rows as CSV.
 */
export function FigureTable({
  title,
  columns,
  numeric,
  wide = [],
  rows,
  fileName,
  source,
}: {
  title: string;
  columns: string[];
  /** Indexes of the columns holding figures (aligned to the end). */
  numeric: number[];
  /** Indexes of the columns holding long text (kept readable on a narrow screen). */
  wide?: number[];
  rows: FigureRow[];
  fileName: string;
  source: string;
}) {
  const { t } = useTranslation('portal-statistics');
  const caption = t('source', { source });
  const alignment = (index: number) =>
    numeric.includes(index)
      ? 'statistics-table__number'
      : wide.includes(index)
        ? 'statistics-table__text'
        : undefined;
  const download = () =>
    downloadCsv(fileName, toCsv([columns, ...rows.map((row) => row.csv), [], [caption]]));

  return (
    <div className="statistics-table">
      <ScrollRegion label={t('tableLabel', { title })}>
        <table>
          {/* The table's name for assistive technology: the section's heading shows it above. */}
          <caption className={VISUALLY_HIDDEN}>{title}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" className={alignment(index)}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.total ? 'statistics-table__total' : undefined}>
                {row.cells.map((content, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className={alignment(index)}>
                      {content}
                    </th>
                  ) : (
                    <td key={index} className={alignment(index)}>
                      {content}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="statistics-table__footer">
        <p className="statistics-source">{caption}</p>
        <Button onClick={download} aria-label={t('downloadLabel', { title })}>
          {t('download')}
        </Button>
      </div>
    </div>
  );
}
