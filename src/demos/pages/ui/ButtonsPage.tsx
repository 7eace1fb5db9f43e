import { useState } from 'react';
import { Button, ButtonGroup, Fab, IconButton, ToggleButton, ToggleButtonGroup } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import SendIcon from '@mui/icons-material/Send';
import { DemoPage, Grid, Row, Section } from '../PageParts';

const COLORS = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

/** SPEC.md §4: a button shows 'Loading ...' and is disabled while loading. */
const LoadingDemo = () => {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      variant="contained"
      disabled={loading}
      onClick={() => {
        setLoading(true);
        window.setTimeout(() => setLoading(false), 1500);
      }}
    >
      {loading ? 'Loading ...' : 'Click to load'}
    </Button>
  );
};

const ButtonsPage = () => {
  const [align, setAlign] = useState('left');
  return (
    <DemoPage title="Buttons">
      <Grid columns={2}>
        {(['contained', 'outlined', 'text'] as const).map((variant) => (
          <Section key={variant} title={`${variant[0].toUpperCase()}${variant.slice(1)} buttons`}>
            <Row>
              {COLORS.map((color) => (
                <Button key={color} variant={variant} color={color}>
                  {color}
                </Button>
              ))}
            </Row>
          </Section>
        ))}
        <Section title="Sizes">
          <Row>
            <Button variant="contained" size="small">Small</Button>
            <Button variant="contained">Medium</Button>
            <Button variant="contained" size="large">Large</Button>
          </Row>
        </Section>
        <Section title="With icons">
          <Row>
            <Button variant="contained" endIcon={<SendIcon />}>Send</Button>
            <Button variant="outlined" color="error" startIcon={<DeleteIcon />}>Delete</Button>
            <IconButton aria-label="Delete" color="error"><DeleteIcon /></IconButton>
            <Fab size="small" color="primary" aria-label="Add"><AddIcon /></Fab>
          </Row>
        </Section>
        <Section title="Groups and toggles">
          <Row>
            <ButtonGroup variant="outlined" aria-label="Pages">
              <Button>One</Button>
              <Button>Two</Button>
              <Button>Three</Button>
            </ButtonGroup>
            <ToggleButtonGroup value={align} exclusive onChange={(_event, next: string | null) => next && setAlign(next)} aria-label="Text alignment">
              <ToggleButton value="left" aria-label="Left"><FormatAlignLeftIcon /></ToggleButton>
              <ToggleButton value="center" aria-label="Centre"><FormatAlignCenterIcon /></ToggleButton>
              <ToggleButton value="right" aria-label="Right"><FormatAlignRightIcon /></ToggleButton>
            </ToggleButtonGroup>
          </Row>
        </Section>
        <Section title="States">
          <Row>
            <Button variant="contained" disabled>Disabled</Button>
            <LoadingDemo />
            <Button variant="contained" sx={{ borderRadius: 5 }}>Rounded</Button>
          </Row>
        </Section>
      </Grid>
    </DemoPage>
  );
};

export default ButtonsPage;
