import { Axes, PAD, WIDTH, plotArea } from './Axes';
import { ChartFrame, colorOf, describeSeries, useChartColors, type Series } from './ChartFrame';
import { compactNumber, stackTotals, ticks } from './scale';

export interface BarChartProps {
  title: string;
  labels: string[];
  series: Series[];
  /** Series on top of each other instead of side by side. */
  stacked?: boolean;
  height?: number;
  format?: (value: number) => string;
  description?: string;
}

/** Vertical bars per category: grouped (side by side) or stacked, in plain svg. */
export const BarChart = ({ title, labels, series, stacked = false, height = 260, format = compactNumber, description }: BarChartProps) => {
  const colors = useChartColors();
  const max = stacked ? Math.max(0, ...stackTotals(series.map((one) => one.values))) : Math.max(0, ...series.flatMap((one) => one.values));
  const tickValues = ticks(max);
  const { innerWidth, y, baseline } = plotArea(height, tickValues[tickValues.length - 1]);
  const band = innerWidth / Math.max(labels.length, 1);
  const groupWidth = band * 0.65;
  const barWidth = stacked ? groupWidth : groupWidth / Math.max(series.length, 1);
  const x = (index: number) => PAD.left + band * index + band / 2;
  return (
    <ChartFrame
      title={title}
      description={description ?? describeSeries(labels, series, format)}
      width={WIDTH}
      height={height}
      legend={series.length > 1 ? series.map((one, index) => ({ name: one.name, color: colorOf(colors, index, one.color) })) : undefined}
    >
      <Axes height={height} tickValues={tickValues} labels={labels} labelX={x} format={format} />
      <g aria-hidden>
        {labels.map((label, category) => {
          let stackTop = baseline;
          return (
            <g key={`${label}-${category}`}>
              {series.map((one, index) => {
                const value = one.values[category] ?? 0;
                const barHeight = baseline - y(value);
                const left = stacked ? x(category) - groupWidth / 2 : x(category) - groupWidth / 2 + index * barWidth;
                const top = stacked ? stackTop - barHeight : baseline - barHeight;
                if (stacked) stackTop = top;
                return (
                  <rect key={one.name} x={left + 1} y={top} width={Math.max(barWidth - 2, 1)} height={Math.max(barHeight, 0)} rx={stacked ? 0 : 3} fill={colorOf(colors, index, one.color)}>
                    <title>{`${one.name}, ${label}: ${format(value)}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
      </g>
    </ChartFrame>
  );
};
