import { useId } from 'react';
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_FIELDS, type ImportField, type ImportKind, type ImportReport } from '../../../../contract/imports';
import { fieldLabelKey, type ColumnMap } from './importPlan';

interface ColumnMappingProps {
  kind: ImportKind;
  columns: ImportReport['columns'];
  map: ColumnMap;
  /** Required fields no column is read as. */
  missing: readonly ImportField[];
  disabled: boolean;
  onChange: (header: string, field: string) => void;
}

/** Each column of the file, labelled by its header, with the field it is read as (or none). */
export const ColumnMapping = ({ kind, columns, map, missing, disabled, onChange }: ColumnMappingProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const fieldLabel = (name: string) => translate(fieldLabelKey(kind, name));
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('app.imports.mapping.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('app.imports.mapping.help')}
      </Typography>
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {translate('app.imports.mapping.missing', { fields: missing.map((field) => fieldLabel(field.name)).join(', ') })}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' }, gap: 2 }}>
        {columns.map(({ header }, index) => (
          <TextField
            // Two columns may share a header; their place in the file tells them apart.
            key={`${index}-${header}`}
            select
            size="small"
            label={header.trim() || translate('app.imports.mapping.unnamed', { position: index + 1 })}
            value={map[header] ?? ''}
            disabled={disabled}
            onChange={(event) => onChange(header, event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <em>{translate('app.imports.mapping.skip')}</em>
            </MenuItem>
            {IMPORT_FIELDS[kind].map((field) => (
              <MenuItem key={field.name} value={field.name}>
                {fieldLabel(field.name)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
    </Box>
  );
};
