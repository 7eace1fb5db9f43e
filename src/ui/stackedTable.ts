import type { Theme } from '@mui/material';

/**
 * A table of lines on a phone: each row becomes a block of "label value" lines, the column
 * header hidden, so nothing (money least of all) lies beyond the screen's edge. Body cells
 * carry their column's name in `data-label`; a cell without one spans the row (a name, a title).
 * A footer row, or a body row of class `total-row`, keeps its label and amount on one line.
 * Print keeps the table: the media query is for screens only.
 */
export const stackedOnPhone = (theme: Theme) => ({
  [`@media screen and (max-width: ${theme.breakpoints.values.sm - 0.05}px)`]: {
    display: 'block',
    width: '100%',
    '& thead': { display: 'none' },
    '& tbody, & tfoot': { display: 'block' },
    '& tbody tr': { display: 'block', py: 0.75, borderBottom: 1, borderColor: 'divider' },
    // Row direction even where MUI reverses a right-aligned cell: the label first, the value after.
    '& tbody td': { display: 'flex', flexDirection: 'row', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, border: 0, py: 0.25, px: 1, textAlign: 'right', whiteSpace: 'normal', width: 'auto' },
    '& tbody td:not([data-label])': { display: 'block', textAlign: 'left', fontWeight: 500 },
    '& td[data-label]::before': { content: 'attr(data-label)', color: theme.palette.text.secondary, textAlign: 'left', fontWeight: 400, whiteSpace: 'nowrap' },
    '& tfoot tr, & tbody tr.total-row': { display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, borderBottom: 0 },
    '& tfoot td, & tbody tr.total-row td': { display: 'block', border: 0, px: 1, width: 'auto' },
    '& tfoot td:empty': { display: 'none' },
  },
});

/** The props a body cell needs for stackedOnPhone: its column's name. */
export const labelled = (label: string) => ({ 'data-label': label });
