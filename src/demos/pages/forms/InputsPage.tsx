import { useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { DemoPage, Grid, Section } from '../PageParts';

const PasswordField = () => {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label="Password"
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={shown ? 'Hide password' : 'Show password'} onClick={() => setShown(!shown)} edge="end">
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

const InputsPage = () => (
  <DemoPage title="Inputs">
    <Grid columns={2}>
      <Section title="Variants">
        <Grid columns={3}>
          <TextField label="Outlined" />
          <TextField label="Filled" variant="filled" />
          <TextField label="Standard" variant="standard" />
        </Grid>
      </Section>
      <Section title="Types">
        <Grid columns={2}>
          <TextField label="Email" type="email" placeholder="name@example.com" />
          <PasswordField />
          <TextField label="Number" type="number" />
          <TextField label="Date" type="date" slotProps={{ inputLabel: { shrink: true } }} />
        </Grid>
      </Section>
      <Section title="Adornments">
        <Grid columns={2}>
          <TextField
            label="Search"
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
          />
          <TextField label="Price" slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }} />
          <TextField label="Weight" slotProps={{ input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> } }} />
          <TextField label="Website" slotProps={{ input: { startAdornment: <InputAdornment position="start">https://</InputAdornment> } }} />
        </Grid>
      </Section>
      <Section title="Sizes and states">
        <Grid columns={2}>
          <TextField label="Small" size="small" />
          <TextField label="Medium" />
          <TextField label="Disabled" disabled defaultValue="Cannot edit" />
          <TextField label="Read only" defaultValue="Read only" slotProps={{ input: { readOnly: true } }} />
          <TextField label="With error" error helperText="This field is required" />
          <TextField label="With help" helperText="Some helpful text" />
        </Grid>
      </Section>
    </Grid>
  </DemoPage>
);

export default InputsPage;
