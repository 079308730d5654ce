import { useFormat } from '@portal/i18n';
import { nextRovingIndex, useRovingFocus } from '@portal/ui';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { compactUsd, exactUsd, percent } from '../../statistics/components/amounts';
import { partnerName } from '../../statistics/components/labels';
import type { Reporter } from '../api/trade-flows';
import type { GlobeFlow } from './globe-query';
import type { YearFigures } from './year-figures';

/**
 * The partners as a radio group beside the globe: Tab enters it, the arrow keys (Home, End) move
 * between partners and choosing one shows its figures in the details panel, which is read out
 * politely. The pointer does the same by hovering a marker.
 */
export function PartnerPanel({
  figures,
  reporter,
  flow,
  active,
  onSelect,
}: {
  figures: YearFigures;
  reporter: Reporter;
  flow: GlobeFlow;
  active: string | null;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation('portal-globe');
  const { t: ts } = useTranslation('portal-statistics');
  const format = useFormat();
  const { itemRef, focusItem } = useRovingFocus();
  const codes = figures.partners.map((entry) => entry.partner);
  const focusable = active && codes.includes(active) ? active : codes[0];
  const amount = (value: number | null) =>
    value === null ? ts('table.notReported') : compactUsd(value, format);
  const flowLabel = ts(`flow.${flow}`);

  const onKeyDown = (event: KeyboardEvent, code: string) => {
    const next = nextRovingIndex(event.key, codes.indexOf(code), codes.length, 'both');
    if (next === null) return;
    event.preventDefault();
    const target = codes[next]!;
    onSelect(target);
    focusItem(target);
  };

  const shown = figures.partners.find((entry) => entry.partner === active);
  const name = (code: string) => partnerName(code, format.language);
  const reporterName = ts(`reporter.${reporter}`);
  const ranked = figures.partners.filter((entry) => entry.rank !== null).length;

  return (
    <div className="globe-panel">
      <div
        role="radiogroup"
        aria-label={t('partners.label', { flow: flowLabel, year: figures.year })}
        className="globe-partners"
      >
        {figures.partners.map((entry) => (
          <button
            key={entry.partner}
            ref={itemRef(entry.partner)}
            type="button"
            role="radio"
            aria-checked={entry.partner === active}
            tabIndex={entry.partner === focusable ? 0 : -1}
            className="globe-partners__item"
            onFocus={() => onSelect(entry.partner)}
            onClick={() => onSelect(entry.partner)}
            onKeyDown={(event) => onKeyDown(event, entry.partner)}
          >
            <span className="globe-partners__name">{name(entry.partner)}</span>
            <span className="globe-partners__value">{amount(entry.value)}</span>
          </button>
        ))}
      </div>

      <section className="globe-details" aria-labelledby="globe-details-title" aria-live="polite">
        <h2 id="globe-details-title">
          {shown
            ? t('details.partner', { partner: name(shown.partner), year: figures.year })
            : t('details.all', { reporter: reporterName, year: figures.year })}
        </h2>
        <dl data-testid="globe-details">
          <div className="globe-details__main">
            <dt>{flowLabel}</dt>
            <dd>{amount(shown ? shown.value : figures.value)}</dd>
          </div>
          {(['exportsUsd', 'importsUsd', 'totalTradeUsd'] as const).map((field) => {
            const value = shown ? shown[field] : figures.total[field];
            return (
              <div key={field}>
                <dt>{t(`details.${field}`)}</dt>
                <dd>
                  {value === null
                    ? ts('table.notReported')
                    : t('details.usd', { amount: exactUsd(value, format) })}
                </dd>
              </div>
            );
          })}
          {shown && (
            <>
              <div>
                <dt>{t('details.share')}</dt>
                <dd>{shown.share === null ? '—' : percent(shown.share, format)}</dd>
              </div>
              <div>
                <dt>{t('details.rank')}</dt>
                <dd>
                  {shown.rank === null
                    ? '—'
                    : t('details.rankOf', { rank: shown.rank, count: ranked })}
                </dd>
              </div>
            </>
          )}
        </dl>
        {!shown && <p className="globe-details__hint">{t('details.hint')}</p>}
      </section>
    </div>
  );
}
