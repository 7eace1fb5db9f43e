import { useState } from 'react';
import { Box, InputAdornment, TextField, Tooltip, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { DemoPage, Section } from '../PageParts';
import { ICONS } from './iconSet';

const IconsPage = () => {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = ICONS.filter(({ name }) => name.toLowerCase().includes(needle));
  return (
    <DemoPage title="Icons">
      <Section
        title={`Material icons (${shown.length})`}
        action={
          <TextField
            size="small"
            label="Search icons"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
        }
      >
        {shown.length === 0 ? (
          <Typography color="text.secondary">No icon matches “{search}”.</Typography>
        ) : (
          <Box component="ul" aria-label="Icons" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))' }}>
            {shown.map(({ name, Icon }) => (
              <Tooltip key={name} title={`import ${name}Icon from '@mui/icons-material/${name}'`}>
                <Box component="li" tabIndex={0} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, textAlign: 'center', '&:hover, &:focus': { bgcolor: 'action.hover' } }}>
                  <Icon aria-hidden />
                  <Typography variant="caption" component="p" noWrap>
                    {name}
                  </Typography>
                </Box>
              </Tooltip>
            ))}
          </Box>
        )}
      </Section>
    </DemoPage>
  );
};

export default IconsPage;
