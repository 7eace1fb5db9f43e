import { useState, type MouseEvent } from 'react';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutline';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { DemoPage, Grid, Row, Section } from '../PageParts';

interface Item {
  label: string;
  icon?: React.ReactNode;
  divider?: boolean;
}

const Dropdown = ({ label, items, variant = 'contained', color = 'primary' }: { label: string; items: Item[]; variant?: 'contained' | 'outlined' | 'text'; color?: 'primary' | 'secondary' | 'success' | 'error' }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <Button
        variant={variant}
        color={color}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {chosen ?? label}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {items.flatMap((item) => [
          item.divider ? <Divider key={`${item.label}-divider`} /> : null,
          <MenuItem
            key={item.label}
            onClick={() => {
              setChosen(item.label);
              setAnchor(null);
            }}
          >
            {item.icon && <ListItemIcon>{item.icon}</ListItemIcon>}
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>,
        ])}
      </Menu>
    </>
  );
};

const ACTIONS: Item[] = [{ label: 'Action' }, { label: 'Another action' }, { label: 'Something else', divider: true }];

const DropdownsPage = () => (
  <DemoPage title="Dropdowns">
    <Grid columns={2}>
      <Section title="Basic dropdowns">
        <Row>
          <Dropdown label="Primary" items={ACTIONS} />
          <Dropdown label="Secondary" items={ACTIONS} color="secondary" />
          <Dropdown label="Success" items={ACTIONS} color="success" />
        </Row>
      </Section>
      <Section title="Outlined and text">
        <Row>
          <Dropdown label="Outlined" items={ACTIONS} variant="outlined" />
          <Dropdown label="Text" items={ACTIONS} variant="text" />
        </Row>
      </Section>
      <Section title="With icons">
        <Dropdown
          label="Account"
          items={[
            { label: 'Profile', icon: <PersonIcon fontSize="small" /> },
            { label: 'Settings', icon: <SettingsIcon fontSize="small" /> },
            { label: 'Logout', icon: <LogoutIcon fontSize="small" />, divider: true },
          ]}
          variant="outlined"
        />
      </Section>
    </Grid>
  </DemoPage>
);

export default DropdownsPage;
