import { useId } from 'react';
import { useTheme } from '@mui/material';
import { Axes, PAD, WIDTH, plotArea } from './Axes';
import { ChartFrame, colorOf, describeSeries, useChartColors, type Series } from './ChartFrame';
import { areaPath, compactNumber, linePath, ticks } from './scale';

export interface LineChartProps {
  title: string;
  labels: string[];
  series: Series[];
  height?: number;
  /** Fills under each line (an area chart). */
  area?: boolean;
  /** Stacks the areas on top of each other. */
  stacked?: boolean;
  showDots?: boolean;
  format?: (value: number) => string;
  description?: string;
}

/** A line chart (or, with `area`, an area chart) over categories, in plain svg. */
export const LineChart = ({ title, labels, series, height = 260, area = false, stacked = false, showDots = !area, format = compactNumber, description }: LineChartProps) => {
  const colors = useChartColors();
  const { palette } = useTheme();
  const gradientId = useId();
  const cumulative = stacked
    ? series.reduce<number[][]>((acc, one, index) => [...acc, one.values.map((value, i) => value + (index > 0 ? acc[index - 1][i] : 0))], [])
    : series.map((one) => one.values);
  const max = Math.max(0, ...cumulative.flat());
  const tickValues = ticks(max);
  const { innerWidth, y, baseline } = plotArea(height, tickValues[tickValues.length - 1]);
  const step = labels.length > 1 ? innerWidth / (labels.length - 1) : 0;
  const x = (index: number) => PAD.left + (labels.length > 1 ? index * step : innerWidth / 2);
  const pointsOf = (values: number[]) => values.map((value, index) => ({ x: x(index), y: y(value) }));
  return (
    <ChartFrame
      title={title}
      description={description ?? describeSeries(labels, series, format)}
      width={WIDTH}
      height={height}
      legend={series.length > 1 ? series.map((one, index) => ({ name: one.name, color: colorOf(colors, index, one.color) })) : undefined}
    >
      <defs>
        {series.map((one, index) => (
          <linearGradient key={one.name} id={`${gradientId}-${index}`} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={colorOf(colors, index, one.color)} stopOpacity={0.35} />
            <stop offset="100%" stopColor={colorOf(colors, index, one.color)} stopOpacity={0.02} />
          </linearGradient>
        ))}
      </defs>
      <Axes height={height} tickValues={tickValues} labels={labels} labelX={x} format={format} />
      {cumulative
        .map((values, index) => ({ values, index }))
        .reverse()
        .map(({ values, index }) => {
          const color = colorOf(colors, index, series[index].color);
          const points = pointsOf(values);
          return (
            <g key={series[index].name} aria-hidden>
              {area && <path d={areaPath(points, baseline)} fill={stacked ? color : `url(#${gradientId}-${index})`} fillOpacity={stacked ? 0.55 : 1} />}
              <path d={linePath(points)} fill="none" stroke={color} strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" />
              {showDots &&
                points.map((point, i) => <circle key={i} cx={point.x} cy={point.y} r={3.5} fill={palette.background.paper} stroke={color} strokeWidth={2} />)}
            </g>
          );
        })}
    </ChartFrame>
  );
};

export const AreaChart = (props: Omit<LineChartProps, 'area'>) => <LineChart {...props} area />;
