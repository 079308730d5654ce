import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * echarts, fetched when a chart is first drawn: only the routes with charts carry it
 * (docs/performance.md), never home.
 */
function loadEcharts() {
  return import(/* webpackChunkName: "echarts" */ './echarts-setup');
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A chart drawn by echarts. It is an image to assistive technology, named by `label`; the table
 * that follows it holds the same figures, so nothing is only in the chart. No animation when the
 * reader asks for reduced motion.
 */
export function Chart({
  option,
  label,
  height,
}: {
  option: EChartsCoreOption;
  label: string;
  height: number;
}) {
  const { t } = useTranslation('portal-statistics');
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let disposed = false;
    let dispose: (() => void) | undefined;
    loadEcharts()
      .then((echarts) => {
        if (disposed || !container.current) return;
        const chart = echarts.init(container.current, undefined, { renderer: 'svg' });
        chart.setOption({ ...option, animation: !prefersReducedMotion() });
        const observer = new ResizeObserver(() => chart.resize());
        observer.observe(container.current);
        dispose = () => {
          observer.disconnect();
          chart.dispose();
        };
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      dispose?.();
    };
  }, [option]);

  if (failed) return <p className="statistics-chart__failed">{t('chartFailed')}</p>;
  return (
    <div
      ref={container}
      className="statistics-chart"
      style={{ height }}
      role="img"
      aria-label={label}
    />
  );
}
