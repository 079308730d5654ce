import { useEffect, useRef } from 'react';

/**
 * The dimensions' scores as a radar chart. echarts is imported here, on first use, so that only
 * the diagnosis report's chunk carries it; the table beside it holds the same numbers for those
 * who cannot see the chart.
 */
export function RadarChart({
  dimensions,
  description,
}: {
  dimensions: { name: string; score: number }[];
  description: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  // Drawn again only when the figures change, not on every render.
  const figures = JSON.stringify(dimensions.map(({ name, score }) => [name, score]));

  useEffect(() => {
    let disposed = false;
    let dispose: (() => void) | undefined;
    void import('./echarts-setup').then((echarts) => {
      if (disposed || !container.current) return;
      const points = JSON.parse(figures) as [string, number][];
      const chart = echarts.init(container.current);
      chart.setOption({
        tooltip: {},
        radar: {
          indicator: points.map(([name]) => ({ name, max: 100 })),
          radius: '62%',
          axisName: { color: '#1f2937' },
        },
        series: [
          {
            type: 'radar',
            data: [{ value: points.map(([, score]) => score), name: description }],
            areaStyle: { opacity: 0.25 },
          },
        ],
      });
      const resize = () => chart.resize();
      window.addEventListener('resize', resize);
      dispose = () => {
        window.removeEventListener('resize', resize);
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      dispose?.();
    };
  }, [figures, description]);

  return <div ref={container} className="diagnosis-radar" role="img" aria-label={description} />;
}
