import { useTheme } from '@mui/material';
import { compactNumber } from './scale';

export const WIDTH = 600;
export const PAD = { top: 12, right: 12, bottom: 28, left: 44 };

/** The drawing area inside the axes, and how a value maps to a y position. */
export function plotArea(height: number, top: number) {
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = height - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + innerHeight - (top > 0 ? (value / top) * innerHeight : 0);
  return { innerWidth, innerHeight, y, baseline: PAD.top + innerHeight };
}

interface AxesProps {
  height: number;
  tickValues: number[];
  labels: string[];
  /** x centre of each label. */
  labelX: (index: number) => number;
  format?: (value: number) => string;
}

/** Horizontal grid lines with their values on the left, category labels underneath. */
export const Axes = ({ height, tickValues, labels, labelX, format = compactNumber }: AxesProps) => {
  const { palette } = useTheme();
  const top = tickValues[tickValues.length - 1] ?? 1;
  const { y, baseline } = plotArea(height, top);
  // On narrow charts every other label is skipped so they do not overlap.
  const every = labels.length > 12 ? Math.ceil(labels.length / 12) : 1;
  return (
    <g aria-hidden fontSize={11} fill={palette.text.secondary}>
      {tickValues.map((value) => (
        <g key={value}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} stroke={palette.divider} strokeDasharray={value === 0 ? undefined : '3 3'} />
          <text x={PAD.left - 6} y={y(value)} dy="0.32em" textAnchor="end">
            {format(value)}
          </text>
        </g>
      ))}
      {labels.map((label, index) =>
        index % every === 0 ? (
          <text key={`${label}-${index}`} x={labelX(index)} y={baseline + 18} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
};
