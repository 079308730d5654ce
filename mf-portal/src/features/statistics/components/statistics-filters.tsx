import { useFormat } from '@portal/i18n';
import { Checkbox, Radio, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOWS, REPORTERS, type Reporter, type StatisticsFilters } from '../api/statistics';
import { chapterName, partnerName } from './labels';
import { selectionQuery, type Selection, type StatisticsQuery } from './statistics-query';

/**
 * The page's filters. Each change is a new address (the shell's router keeps history), so a
 * selection can be shared, bookmarked and walked back with the browser's Back button.
 */
export function StatisticsFiltersBar({
  filters,
  selection,
  onChange,
}: {
  filters: StatisticsFilters;
  selection: Selection;
  onChange: (query: StatisticsQuery) => void;
}) {
  const { t } = useTranslation('portal-statistics');
  const { language } = useFormat();
  const id = useId();
  const query = selectionQuery(selection);
  const change = (patch: Partial<StatisticsQuery>) => onChange({ ...query, ...patch });
  const choices = filters.reporters.find((entry) => entry.reporter === selection.reporter)!;
  const years = Array.from(
    { length: selection.lastYear - selection.firstYear + 1 },
    (_, index) => selection.firstYear + index,
  ).map((year) => ({ value: year, label: String(year) }));
  const setYears = (from: number, to: number) =>
    change({
      from: from === selection.firstYear ? null : from,
      to: to === selection.lastYear ? null : to,
    });

  return (
    <form
      className="statistics-filters"
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset>
        <legend>{t('filters.reporter')}</legend>
        <Radio.Group
          optionType="button"
          value={selection.reporter}
          onChange={(event) => {
            const reporter = event.target.value as Reporter;
            const next = filters.reporters.find((entry) => entry.reporter === reporter)!;
            change({
              reporter,
              partners: query.partners.filter((code) => next.partners.includes(code)),
              hs: next.chapterYears ? query.hs : null,
            });
          }}
          options={REPORTERS.map((reporter) => ({
            value: reporter,
            label: t(`reporter.${reporter}`),
          }))}
        />
      </fieldset>

      <fieldset>
        <legend>{t('filters.flow')}</legend>
        <Radio.Group
          optionType="button"
          value={selection.flow}
          onChange={(event) => change({ flow: event.target.value })}
          options={FLOWS.map((flow) => ({ value: flow, label: t(`flow.${flow}`) }))}
        />
        <p className="statistics-filters__hint">
          {t(`flowHint.${selection.flow}`, { of: t(`reporterOf.${selection.reporter}`) })}
        </p>
      </fieldset>

      <fieldset className="statistics-filters__partners">
        <legend>{t('filters.partners')}</legend>
        <Checkbox
          checked={selection.allPartners}
          indeterminate={!selection.allPartners}
          disabled={selection.allPartners}
          onChange={() => change({ partners: [] })}
        >
          {t('filters.allPartners')}
        </Checkbox>
        <Checkbox.Group
          value={selection.partners}
          onChange={(checked) => {
            const partners = choices.partners.filter((code) => checked.includes(code));
            change({ partners: partners.length === choices.partners.length ? [] : partners });
          }}
          options={choices.partners.map((code) => ({
            value: code,
            label: partnerName(code, language),
            // At least one partner stays chosen.
            disabled: selection.partners.length === 1 && selection.partners[0] === code,
          }))}
        />
      </fieldset>

      <div className="statistics-filters__row">
        <div className="statistics-filters__field">
          <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
          <Select
            id={`${id}-from`}
            value={selection.from}
            options={years}
            virtual={false}
            onChange={(from: number) => setYears(from, Math.max(from, selection.to))}
          />
        </div>
        <div className="statistics-filters__field">
          <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
          <Select
            id={`${id}-to`}
            value={selection.to}
            options={years}
            virtual={false}
            onChange={(to: number) => setYears(Math.min(to, selection.from), to)}
          />
        </div>
        <div className="statistics-filters__field statistics-filters__chapter">
          <label htmlFor={`${id}-hs`}>{t('filters.chapter')}</label>
          <Select
            id={`${id}-hs`}
            value={selection.hs ?? ''}
            disabled={!choices.chapterYears}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(hs: string) => change({ hs: hs || null })}
            options={[
              { value: '', label: t('filters.anyChapter') },
              ...filters.chapters.map((chapter) => ({
                value: chapter.code,
                label: `${chapter.code} ${chapterName(chapter, language)}`,
              })),
            ]}
          />
        </div>
      </div>
    </form>
  );
}
