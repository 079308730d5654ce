// echarts with only what the diagnosis report draws (a radar with tooltips, on canvas): named
// statically here so the bundler keeps just these parts; radar-chart.tsx loads this module with
// import() on first use, so only the report's route downloads it.
// echarts' `use` registers parts; it is not a React hook, hence the other name.
import { init, use as registerParts } from 'echarts/core';
import { RadarChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

registerParts([RadarChart, TooltipComponent, CanvasRenderer]);

export { init };
