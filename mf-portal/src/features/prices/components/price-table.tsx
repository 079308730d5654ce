import { useFormat } from '@portal/i18n';
import { ScrollRegion } from '@portal/ui';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommodityPrice } from '../api/prices';
import { formatChange, formatPrice } from './price-format';
import { SourceLabel } from './source-label';
import '../locales';

/**
 * The commodities with their latest observed price, its change since the previous observation,
 * the observation date and the source; each row opens the commodity's history.
 */
export function PriceTable({
  commodities,
  selected,
  onSelect,
}: {
  commodities: CommodityPrice[];
  selected: string | null;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation('portal-prices');
  const format = useFormat();
  const title = t('listLabel');
  return (
    <ScrollRegion label={t('tableLabel', { title })}>
      <table className="prices-table">
        <caption className="prices-table__caption">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('column.commodity')}</th>
            <th scope="col" className="prices-table__number">
              {t('column.price')}
            </th>
            <th scope="col" className="prices-table__number">
              {t('column.change')}
            </th>
            <th scope="col">{t('column.observedOn')}</th>
            <th scope="col">{t('column.source')}</th>
            <th scope="col">{t('column.history')}</th>
          </tr>
        </thead>
        <tbody>
          {commodities.map((row) => {
            const shown = row.code === selected;
            return (
              <tr key={row.code} className={shown ? 'prices-table__selected' : undefined}>
                <th scope="row">
                  <span className="prices-table__name">{row.name}</span>
                  <small className="prices-table__description">{row.description}</small>
                </th>
                <td className="prices-table__number">
                  {row.latest
                    ? t('perUnit', {
                        price: formatPrice(format, row.latest.price, row.currency),
                        unit: format.unit(row.unit, 1),
                      })
                    : t('noFigure')}
                </td>
                <td
                  className={`prices-table__number prices-change--${
                    row.change === null ? 'none' : Math.sign(Number(row.change))
                  }`}
                >
                  {row.change === null
                    ? t('noChange')
                    : formatChange(format, row.change, row.changePercent, row.currency)}
                </td>
                <td>{row.latest ? format.date(row.latest.observedOn) : t('noChange')}</td>
                <td>{row.latest ? <SourceLabel source={row.latest.source} /> : t('noChange')}</td>
                <td>
                  <Button
                    size="small"
                    type={shown ? 'primary' : 'default'}
                    aria-pressed={shown}
                    disabled={!row.latest}
                    // The name starts with the visible words (WCAG 2.5.3), then says which row.
                    aria-label={`${shown ? t('showingHistory') : t('showHistory')}: ${row.name}`}
                    onClick={() => onSelect(row.code)}
                  >
                    {shown ? t('showingHistory') : t('showHistory')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
