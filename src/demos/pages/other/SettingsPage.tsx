import { useState } from 'react';
import { Box, Button, FormControlLabel, FormGroup, Switch, TextField } from '@mui/material';
import { DemoSelect } from '../../kit/fields';
import { demoToast } from '../../toast';
import { DemoPage, Grid, Section } from '../PageParts';

const SettingsPage = () => {
  const [account, setAccount] = useState({ name: 'Alex Morgan', email: 'alex@example.com', phone: '0412 345 678', language: 'en', timezone: 'Australia/Sydney' });
  const [password, setPassword] = useState({ current: '', next: '', confirm: '' });
  const mismatch = password.confirm !== '' && password.next !== password.confirm;
  return (
    <DemoPage title="Settings">
      <Box
        component="form"
        aria-label="Account settings"
        onSubmit={(event) => {
          event.preventDefault();
          demoToast('edit');
        }}
      >
        <Grid columns={2}>
          <Section title="Account">
            <Grid columns={2}>
              <TextField label="Full name" value={account.name} onChange={(event) => setAccount({ ...account, name: event.target.value })} />
              <TextField label="Email" type="email" value={account.email} onChange={(event) => setAccount({ ...account, email: event.target.value })} />
              <TextField label="Phone" value={account.phone} onChange={(event) => setAccount({ ...account, phone: event.target.value })} />
              <DemoSelect
                label="Language"
                options={[
                  { value: 'en', label: 'English' },
                  { value: 'fr', label: 'Français' },
                ]}
                value={account.language}
                onChange={(event) => setAccount({ ...account, language: event.target.value })}
              />
              <DemoSelect
                label="Time zone"
                options={['Australia/Sydney', 'Europe/Paris', 'Asia/Dhaka', 'Pacific/Auckland']}
                value={account.timezone}
                onChange={(event) => setAccount({ ...account, timezone: event.target.value })}
              />
            </Grid>
          </Section>
          <Section title="Password">
            <Grid columns={1}>
              <TextField label="Current password" type="password" autoComplete="current-password" value={password.current} onChange={(event) => setPassword({ ...password, current: event.target.value })} />
              <TextField label="New password" type="password" autoComplete="new-password" value={password.next} onChange={(event) => setPassword({ ...password, next: event.target.value })} />
              <TextField
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                value={password.confirm}
                onChange={(event) => setPassword({ ...password, confirm: event.target.value })}
                error={mismatch}
                helperText={mismatch ? 'Passwords do not match' : ' '}
              />
            </Grid>
          </Section>
          <Section title="Notifications">
            <FormGroup>
              <FormControlLabel control={<Switch defaultChecked />} label="Email me about new orders" />
              <FormControlLabel control={<Switch defaultChecked />} label="Low-stock alerts" />
              <FormControlLabel control={<Switch />} label="Weekly summary" />
            </FormGroup>
          </Section>
        </Grid>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" disabled={mismatch}>
            Save changes
          </Button>
        </Box>
      </Box>
    </DemoPage>
  );
};

export default SettingsPage;
