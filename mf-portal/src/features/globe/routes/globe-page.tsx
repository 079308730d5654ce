import { countryName } from '@portal/contracts';
import { useFormat } from '@portal/i18n';
import { navigate } from '@portal/session';
import type { RemoteScreenProps } from '@portal/ui';
import { Button, Radio, Result } from 'antd';
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { exactUsd } from '../../statistics/components/amounts';
import { FigureTable } from '../../statistics/components/figure-table';
import { partnerName } from '../../statistics/components/labels';
import '../../statistics/locales';
import '../../statistics/routes/statistics.css';
import { getTradeFlows, type Reporter, type TradeFlows } from '../api/trade-flows';
import { FlatMap } from '../components/flat-map';
import { GlobeCanvas, webglAvailable } from '../components/globe-canvas';
import { arcWidth, PLACES, REPORTER_PLACE } from '../components/globe-geometry';
import {
  GLOBE_FLOWS,
  globeAddress,
  parseGlobeQuery,
  resolveYear,
  yearsOf,
  type GlobeFlow,
  type GlobeQuery,
} from '../components/globe-query';
import type { GlobeArc } from '../components/globe-scene';
import { PartnerPanel } from '../components/partner-panel';
import { yearFigures } from '../components/year-figures';
import '../locales';
import './globe.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** Whether the reader asks for reduced motion; follows a change of the setting. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
  );
}

/**
 * `/globe`: China's or Macau's trade with the nine Portuguese-speaking countries on a 3D globe,
 * one arc per partner scaled by the value of the chosen year and flow (docs/globe.md). Reporter,
 * year and flow are in the address; the partner list, details panel and table hold every figure.
 */
export function GlobePage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('portal-globe');
  const { t: ts } = useTranslation('portal-statistics');
  const query = parseGlobeQuery(search);
  const { data, error, mutate } = useSWR('globe-trade-flows', getTradeFlows);

  return (
    <div className="globe-page">
      <h1>{t('title')}</h1>
      <p className="globe-page__intro">{t('intro')}</p>
      {error && !data ? (
        <Result
          status="warning"
          title={ts('loadFailed')}
          extra={<Button onClick={() => void mutate()}>{ts('retry')}</Button>}
        />
      ) : !data ? (
        <div className="globe-loading" aria-busy="true" />
      ) : (
        <GlobeView data={data} query={query} />
      )}
    </div>
  );
}

function GlobeView({ data, query }: { data: TradeFlows; query: GlobeQuery }) {
  const { t } = useTranslation('portal-globe');
  const { t: ts } = useTranslation('portal-statistics');
  const format = useFormat();
  const id = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [webgl] = useState(webglAvailable);
  const [globeFailed, setGlobeFailed] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);

  const { reporter, flow } = query;
  const years = useMemo(() => yearsOf(data, reporter), [data, reporter]);
  const year = resolveYear(query, years);
  const figures = useMemo(
    () => yearFigures(data, reporter, year, flow),
    [data, reporter, year, flow],
  );
  const reporterCode = REPORTER_PLACE[reporter];
  const arcs = useMemo<GlobeArc[]>(
    () =>
      figures.partners.map((entry) => {
        const home = PLACES[reporterCode]!;
        const partner = PLACES[entry.partner]!;
        // Exports leave the reporter, imports arrive there; total trade is drawn outwards.
        const [from, to] = flow === 'imports' ? [partner, home] : [home, partner];
        return {
          partner: entry.partner,
          from,
          to,
          width: arcWidth(entry.value, figures.maxOverYears),
        };
      }),
    [figures, flow, reporterCode],
  );
  const names = useMemo(
    () =>
      Object.fromEntries(
        Object.keys(PLACES).map((code) => [code, countryName(code, format.language)]),
      ),
    [format.language],
  );

  const change = (patch: Partial<GlobeQuery>, replace = false) =>
    navigate(globeAddress({ ...query, year: query.year === null ? null : year, ...patch }), {
      replace,
    });
  const flowLabel = ts(`flow.${flow}`);
  const reporterLabel = ts(`reporter.${reporter}`);
  const visualLabel = t('visualLabel', { reporter: reporterLabel, flow: flowLabel, year });
  const active = hovered ?? selected;
  const flat = reducedMotion || !webgl || globeFailed;
  const tableTitle = t('table.title', { reporter: reporterLabel, year });
  const exact = (value: number | null) =>
    value === null ? ts('table.notReported') : exactUsd(value, format);

  return (
    <>
      <form
        className="globe-controls"
        aria-label={t('controls')}
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset>
          <legend>{ts('filters.reporter')}</legend>
          <Radio.Group
            optionType="button"
            value={reporter}
            onChange={(event) => change({ reporter: event.target.value as Reporter })}
            options={(['china', 'macau'] as const).map((value) => ({
              value,
              label: ts(`reporter.${value}`),
            }))}
          />
        </fieldset>
        <fieldset>
          <legend>{ts('filters.flow')}</legend>
          <Radio.Group
            optionType="button"
            value={flow}
            onChange={(event) => change({ flow: event.target.value as GlobeFlow })}
            options={GLOBE_FLOWS.map((value) => ({ value, label: ts(`flow.${value}`) }))}
          />
        </fieldset>
        <div className="globe-controls__year">
          <label htmlFor={`${id}-year`}>{t('year')}</label>
          <input
            id={`${id}-year`}
            type="range"
            min={years[0]}
            max={years.at(-1)}
            step={1}
            value={year}
            onChange={(event) =>
              // A year dragged through replaces the address: Back leaves the globe, not each year.
              change({ year: Number(event.target.value) }, true)
            }
          />
          <output htmlFor={`${id}-year`} className="globe-controls__year-value">
            {year}
          </output>
        </div>
      </form>

      <div className="globe-stage">
        <figure className="globe-visual">
          {flat ? (
            <FlatMap
              reporter={reporterCode}
              arcs={arcs}
              active={active}
              names={names}
              onHover={setHovered}
              onSelect={setSelected}
              label={visualLabel}
            />
          ) : (
            <GlobeCanvas
              reporter={reporterCode}
              arcs={arcs}
              active={active}
              turnToActive={hovered === null}
              onHover={setHovered}
              onPick={setSelected}
              onFailed={() => setGlobeFailed(true)}
              label={visualLabel}
            />
          )}
          <figcaption>
            <span>{t(`legend.${flow}`, { reporter: names[reporterCode] })}</span>
            {flat && (
              <span className="globe-visual__note">
                {reducedMotion ? t('flat.reducedMotion') : t('flat.noWebgl')}
              </span>
            )}
            <span className="globe-visual__source">{ts('source', { source: data.source })}</span>
          </figcaption>
        </figure>
        <PartnerPanel
          figures={figures}
          reporter={reporter}
          flow={flow}
          active={active}
          onSelect={setSelected}
        />
      </div>

      <section className="globe-table" aria-labelledby="globe-table-title">
        <h2 id="globe-table-title">{tableTitle}</h2>
        <FigureTable
          title={tableTitle}
          columns={[
            ts('table.partner'),
            ts('table.value', { flow: ts('flow.exports') }),
            ts('table.value', { flow: ts('flow.imports') }),
            ts('table.value', { flow: ts('flow.total') }),
          ]}
          numeric={[1, 2, 3]}
          rows={[
            ...figures.partners.map((entry) => ({
              key: entry.partner,
              cells: [
                partnerName(entry.partner, format.language),
                exact(entry.exportsUsd),
                exact(entry.importsUsd),
                exact(entry.totalTradeUsd),
              ],
              csv: [
                partnerName(entry.partner, format.language),
                entry.exportsUsd,
                entry.importsUsd,
                entry.totalTradeUsd,
              ],
            })),
            {
              key: 'total',
              cells: [
                ts('table.total'),
                exact(figures.total.exportsUsd),
                exact(figures.total.importsUsd),
                exact(figures.total.totalTradeUsd),
              ],
              csv: [
                ts('table.total'),
                figures.total.exportsUsd,
                figures.total.importsUsd,
                figures.total.totalTradeUsd,
              ],
              total: true,
            },
          ]}
          fileName={`${reporter}-plp-${year}-by-partner.csv`}
          source={data.source}
        />
      </section>
    </>
  );
}
