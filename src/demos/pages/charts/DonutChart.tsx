import { useTheme } from '@mui/material';
import { ChartFrame, colorOf, useChartColors } from './ChartFrame';
import { arcPath, sliceAngles } from './scale';

export interface Slice {
  name: string;
  value: number;
  color?: string;
}

export interface DonutChartProps {
  title: string;
  slices: Slice[];
  /** 0 draws a pie; the default draws a ring. */
  thickness?: number;
  /** Big text in the middle of a donut, e.g. the total. */
  centerLabel?: string;
  centerCaption?: string;
  size?: number;
  format?: (value: number) => string;
}

const percent = (value: number, total: number) => (total > 0 ? `${Math.round((value / total) * 100)}%` : '0%');

/** A donut (or pie, with `thickness` 0) of shares, with a legend that gives each share in %. */
export const DonutChart = ({ title, slices, thickness = 28, centerLabel, centerCaption, size = 220, format = String }: DonutChartProps) => {
  const colors = useChartColors();
  const { palette } = useTheme();
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const angles = sliceAngles(slices.map((slice) => slice.value));
  const center = size / 2;
  const outer = center - 4;
  const inner = thickness > 0 ? outer - thickness : 0;
  const description = slices.map((slice) => `${slice.name}: ${format(slice.value)} (${percent(slice.value, total)})`).join(', ');
  return (
    <ChartFrame
      title={title}
      description={description}
      width={size}
      height={size}
      legend={slices.map((slice, index) => ({ name: slice.name, color: colorOf(colors, index, slice.color), detail: percent(slice.value, total) }))}
    >
      <g aria-hidden>
        {total === 0 && <circle cx={center} cy={center} r={outer - thickness / 2} fill="none" stroke={palette.divider} strokeWidth={thickness || outer} />}
        {slices.map((slice, index) =>
          angles[index].end > angles[index].start ? (
            <path
              key={slice.name}
              d={arcPath(center, center, outer, inner, angles[index].start, angles[index].end)}
              fill={colorOf(colors, index, slice.color)}
              stroke={palette.background.paper}
              strokeWidth={2}
            >
              <title>{`${slice.name}: ${format(slice.value)}`}</title>
            </path>
          ) : null,
        )}
        {inner > 0 && centerLabel && (
          <text x={center} y={center} textAnchor="middle" fill={palette.text.primary}>
            <tspan x={center} dy={centerCaption ? '-0.2em' : '0.35em'} fontSize={22} fontWeight={600}>
              {centerLabel}
            </tspan>
            {centerCaption && (
              <tspan x={center} dy="1.4em" fontSize={12} fill={palette.text.secondary}>
                {centerCaption}
              </tspan>
            )}
          </text>
        )}
      </g>
    </ChartFrame>
  );
};

export const PieChart = (props: Omit<DonutChartProps, 'thickness' | 'centerLabel' | 'centerCaption'>) => <DonutChart {...props} thickness={0} />;
