import type { ComponentProps } from 'react';
import type { Chart } from '../../statistics/components/chart';
import type { Observation } from '../api/prices';

type ChartOption = ComponentProps<typeof Chart>['option'];

const LINE = '#0b5cab';
const TEXT = '#1f2937';
const GRID_LINE = '#d1d5db';
const axisText = { color: TEXT, fontSize: 12 };

/**
 * One line through the observations, one point per observation date (the axis is the dates
 * observed, not a calendar: nothing is drawn between observations that were not made).
 */
export function historyOption(
  observations: Observation[],
  name: string,
  formatDate: (date: string) => string,
  formatPrice: (price: number) => string,
): ChartOption {
  return {
    color: [LINE],
    grid: { left: 8, right: 24, top: 24, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) => (typeof value === 'number' ? formatPrice(value) : '—'),
    },
    xAxis: {
      type: 'category',
      data: observations.map((observation) => formatDate(observation.observedOn)),
      axisLabel: axisText,
      boundaryGap: false,
    },
    yAxis: {
      type: 'value',
      scale: true,
      axisLabel: { ...axisText, formatter: (value: number) => formatPrice(value) },
      splitLine: { lineStyle: { color: GRID_LINE } },
    },
    series: [
      {
        type: 'line',
        name,
        data: observations.map((observation) => Number(observation.price)),
        symbolSize: 6,
        lineStyle: { width: 3 },
      },
    ],
  };
}
