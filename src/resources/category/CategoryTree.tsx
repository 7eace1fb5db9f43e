import { useListContext, useRecordContext } from 'react-admin';
import { Box, Typography } from '@mui/material';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import type { Category } from '../../../contract/categories';

/** Indentation stops growing past this depth, so a deep branch still fits a phone's width. */
const MAX_INDENT = 5;

/**
 * A category in the list: its name, indented under its parent while the list is in tree order
 * (lineage ascending), and below it the whole path ("Brakes › Pads") whatever the order.
 */
export const CategoryTreeCell = () => {
  const record = useRecordContext<Category>();
  const { sort } = useListContext();
  if (!record) return null;
  const depth = record.lineage.length - 1;
  const asTree = sort.field === 'lineage' && sort.order === 'ASC';
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, pl: asTree ? Math.min(depth, MAX_INDENT) * 2.5 : 0 }}>
      {asTree && depth > 0 && <SubdirectoryArrowRightIcon fontSize="small" color="action" aria-hidden sx={{ mt: 0.25 }} />}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: depth === 0 ? 600 : 400 }}>
          {record.name}
        </Typography>
        {depth > 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {record.path}
          </Typography>
        )}
      </Box>
    </Box>
  );
};
