import { useId, type ReactNode } from 'react';
import { Box, Typography, useTheme } from '@mui/material';

export interface Series {
  name: string;
  values: number[];
  color?: string;
}

/** The kit's colours, from the theme so dark mode and the palette follow. */
export function useChartColors(): string[] {
  const { palette } = useTheme();
  return [palette.primary.main, palette.success.main, palette.warning.main, palette.info.main, palette.error.main, palette.secondary.main];
}

export const colorOf = (colors: string[], index: number, own?: string) => own ?? colors[index % colors.length];

export interface LegendItem {
  name: string;
  color: string;
  detail?: string;
}

export const Legend = ({ items }: { items: LegendItem[] }) => (
  <Box component="ul" aria-label="Legend" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
    {items.map((item) => (
      <Box component="li" key={item.name} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 13 }}>
        <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }} />
        <span>{item.name}</span>
        {item.detail && <Typography component="span" variant="caption" color="text.secondary">{item.detail}</Typography>}
      </Box>
    ))}
  </Box>
);

interface ChartFrameProps {
  title: string;
  /** What the chart shows, in words, for screen readers (the svg's <desc>). */
  description: string;
  width: number;
  height: number;
  legend?: LegendItem[];
  children: ReactNode;
}

/** An accessible, responsive svg: role img, named by its <title>, described by its <desc>. */
export const ChartFrame = ({ title, description, width, height, legend, children }: ChartFrameProps) => {
  const id = useId();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        preserveAspectRatio="xMidYMid meet"
        style={{ display: 'block', maxHeight: height, overflow: 'visible' }}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      {legend && legend.length > 0 && <Legend items={legend} />}
    </Box>
  );
};

/** "Revenue: Jan 10, Feb 12; Costs: …" — the data a sighted reader sees, as text. */
export const describeSeries = (labels: string[], series: Series[], format: (value: number) => string) =>
  series.map((one) => `${one.name}: ${labels.map((label, index) => `${label} ${format(one.values[index] ?? 0)}`).join(', ')}`).join('; ');
