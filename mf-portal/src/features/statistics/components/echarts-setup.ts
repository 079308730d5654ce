// echarts with only what the portal's charts draw (line, bar and treemap on a grid, tooltips, SVG):
// named statically here so the bundler keeps just these parts, while this module itself is only
// ever loaded with import() by chart.tsx — a chunk of its own that home never downloads.
// echarts' `use` registers parts; it is not a React hook, hence the other name.
import { init, use as registerParts } from 'echarts/core';
import { BarChart, LineChart, TreemapChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

registerParts([LineChart, BarChart, TreemapChart, GridComponent, TooltipComponent, SVGRenderer]);

export { init };
