import type { EChartsCoreOption } from 'echarts/core';

/**
 * Colours with at least 4.5:1 against white, both ways: marks on the white page stay visible
 * (WCAG 1.4.11 asks 3:1) and white labels on treemap tiles stay readable (1.4.3).
 */
export const PALETTE = [
  '#0b5cab',
  '#9a3412',
  '#166534',
  '#6b21a8',
  '#9f1239',
  '#155e75',
  '#854d0e',
  '#3730a3',
  '#115e59',
];
const LINE_COLOUR = '#0b5cab';
export const OTHER_COLOUR = '#4b5563';
const TEXT = '#1f2937';
const GRID_LINE = '#d1d5db';

type Compact = (value: number) => string;

const axisText = { color: TEXT, fontSize: 12 };

/** One line over the years; a year nobody reported is a gap, not a zero. */
export function lineOption(
  points: { year: number; value: string | null }[],
  name: string,
  compact: Compact,
): EChartsCoreOption {
  return {
    color: [LINE_COLOUR],
    grid: { left: 8, right: 24, top: 24, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) => (typeof value === 'number' ? compact(value) : '—'),
    },
    xAxis: {
      type: 'category',
      data: points.map((point) => String(point.year)),
      axisLabel: axisText,
      boundaryGap: false,
    },
    yAxis: {
      type: 'value',
      axisLabel: { ...axisText, formatter: (value: number) => compact(value) },
      splitLine: { lineStyle: { color: GRID_LINE } },
    },
    series: [
      {
        type: 'line',
        name,
        data: points.map((point) => (point.value === null ? null : Number(point.value))),
        connectNulls: false,
        symbolSize: 7,
        lineStyle: { width: 3 },
      },
    ],
  };
}

/** Horizontal bars, one per partner, largest on top. */
export function barOption(
  bars: { label: string; value: string | null }[],
  name: string,
  compact: Compact,
): EChartsCoreOption {
  const shown = bars.filter((bar) => bar.value !== null).reverse();
  return {
    color: [LINE_COLOUR],
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: unknown) => (typeof value === 'number' ? compact(value) : '—'),
    },
    xAxis: {
      type: 'value',
      axisLabel: { ...axisText, formatter: (value: number) => compact(value), hideOverlap: true },
      splitLine: { lineStyle: { color: GRID_LINE } },
    },
    yAxis: {
      type: 'category',
      data: shown.map((bar) => bar.label),
      axisLabel: { ...axisText, width: 120, overflow: 'truncate' },
    },
    series: [{ type: 'bar', name, data: shown.map((bar) => Number(bar.value)), barMaxWidth: 28 }],
  };
}

export interface TreemapGroup {
  label: string;
  tiles: { label: string; value: string; other?: boolean }[];
}

/**
 * HS chapters as tiles sized by value, grouped by partner when there are several. Static: no
 * zooming on click, which a keyboard could not do; the table below has every figure.
 */
export function treemapOption(groups: TreemapGroup[], compact: Compact): EChartsCoreOption {
  const leaf = (tile: TreemapGroup['tiles'][number], index: number) => ({
    name: tile.label,
    value: Number(tile.value),
    itemStyle: { color: tile.other ? OTHER_COLOUR : PALETTE[index % PALETTE.length] },
  });
  const nested = groups.length > 1;
  const data = nested
    ? groups.map((group) => ({
        name: group.label,
        // The band behind the partner's white name.
        itemStyle: { color: TEXT },
        value: group.tiles.reduce((sum, tile) => sum + Number(tile.value), 0),
        children: group.tiles.map(leaf),
      }))
    : (groups[0]?.tiles.map(leaf) ?? []);
  return {
    tooltip: {
      formatter: (info: { name: string; value: number; treePathInfo?: { name: string }[] }) => {
        const path = (info.treePathInfo ?? [])
          .map((node) => node.name)
          .filter(Boolean)
          .join(' › ');
        return `${path || info.name}: ${compact(info.value)}`;
      },
    },
    series: [
      {
        type: 'treemap',
        data,
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        width: '100%',
        height: '100%',
        top: 0,
        left: 0,
        label: { show: true, color: '#ffffff', fontSize: 12, overflow: 'truncate' },
        upperLabel: { show: nested, height: 22, color: '#ffffff', fontWeight: 'bold' },
        itemStyle: { borderColor: '#ffffff', borderWidth: 1, gapWidth: 1 },
        levels: nested
          ? [
              { itemStyle: { borderColor: TEXT, borderWidth: 0, gapWidth: 3 } },
              { itemStyle: { borderColor: TEXT, borderWidth: 2, gapWidth: 1 } },
            ]
          : undefined,
      },
    ],
  };
}
