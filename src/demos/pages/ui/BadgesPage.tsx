import { Badge, Chip, IconButton } from '@mui/material';
import MailIcon from '@mui/icons-material/MailOutline';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { DemoPage, Grid, Row, Section } from '../PageParts';

const COLORS = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

const BadgesPage = () => (
  <DemoPage title="Badges">
    <Grid columns={2}>
      <Section title="Badges on icons">
        <Row>
          <IconButton aria-label="4 new messages"><Badge badgeContent={4} color="primary"><MailIcon /></Badge></IconButton>
          <IconButton aria-label="12 notifications"><Badge badgeContent={12} color="error"><NotificationsIcon /></Badge></IconButton>
          <IconButton aria-label="Cart, more than 99 items"><Badge badgeContent={120} max={99} color="success"><ShoppingCartIcon /></Badge></IconButton>
          <IconButton aria-label="New notifications"><Badge variant="dot" color="warning"><NotificationsIcon /></Badge></IconButton>
        </Row>
      </Section>
      <Section title="Chips">
        <Row>
          {COLORS.map((color) => <Chip key={color} label={color} color={color} />)}
        </Row>
      </Section>
      <Section title="Outlined chips">
        <Row>
          {COLORS.map((color) => <Chip key={color} label={color} color={color} variant="outlined" />)}
        </Row>
      </Section>
      <Section title="Small and deletable">
        <Row>
          <Chip size="small" label="Small" />
          <Chip label="Deletable" onDelete={() => undefined} />
          <Chip label="Clickable" onClick={() => undefined} color="primary" variant="outlined" />
        </Row>
      </Section>
    </Grid>
  </DemoPage>
);

export default BadgesPage;
