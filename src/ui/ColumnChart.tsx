import type { ReactNode } from 'react';
import { Box, Tooltip, Typography } from '@mui/material';

/** Text only assistive technology reads: each column's description. */
const visuallyHidden = {
  position: 'absolute',
  // As strings: in sx a bare 1 means 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface Column {
  key: string;
  value: number;
  /** What the column says, in words: its tooltip and what a screen reader reads. */
  description: string;
}

interface ColumnChartProps {
  /** The chart's accessible name. */
  label: string;
  columns: Column[];
  /** The scale's top and bottom labels, e.g. the biggest value and 0. */
  max: ReactNode;
  min: ReactNode;
  /** What goes under the columns (their labels). */
  axis?: ReactNode;
  height?: number;
  gap?: number;
}

/**
 * A column chart without a chart library: each column is a list item whose hidden text says
 * what it stands for; the column itself is decoration, scaled to the biggest value.
 */
export const ColumnChart = ({ label, columns, max, min, axis, height = 140, gap = 2 }: ColumnChartProps) => {
  const biggest = Math.max(...columns.map((column) => column.value), 0);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 }}>
      <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', height, textAlign: 'right' }}>
        <Typography variant="caption" color="text.secondary">
          {max}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {min}
        </Typography>
      </Box>
      <Box
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0, height, display: 'flex', alignItems: 'flex-end', gap: `${gap}px`, borderBottom: 1, borderColor: 'divider' }}
      >
        {columns.map((column) => (
          <Tooltip key={column.key} title={column.description} placement="top" describeChild>
            <Box component="li" sx={{ flex: 1, height: '100%', display: 'flex', alignItems: 'flex-end', position: 'relative' }}>
              <Box component="span" sx={visuallyHidden}>
                {column.description}
              </Box>
              <Box
                aria-hidden
                sx={{
                  width: '100%',
                  height: `${biggest > 0 ? (column.value / biggest) * 100 : 0}%`,
                  minHeight: column.value > 0 ? 2 : 0,
                  bgcolor: 'primary.main',
                  borderRadius: '2px 2px 0 0',
                }}
              />
            </Box>
          </Tooltip>
        ))}
      </Box>
      {axis && (
        <Box aria-hidden sx={{ gridColumn: 2 }}>
          {axis}
        </Box>
      )}
    </Box>
  );
};
