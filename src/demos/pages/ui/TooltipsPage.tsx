import { useState, type MouseEvent } from 'react';
import { Button, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { DemoPage, Grid, Row, Section } from '../PageParts';

const PLACEMENTS = ['top', 'right', 'bottom', 'left'] as const;

const PopoverDemo = ({ label, text }: { label: string; text: string }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button variant="outlined" onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}>
        {label}
      </Button>
      <Popover open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Typography sx={{ p: 2, maxWidth: 260 }}>{text}</Typography>
      </Popover>
    </>
  );
};

const TooltipsPage = () => (
  <DemoPage title="Tooltips and popovers">
    <Grid columns={2}>
      <Section title="Placements">
        <Row>
          {PLACEMENTS.map((placement) => (
            <Tooltip key={placement} title={`Tooltip on ${placement}`} placement={placement}>
              <Button variant="outlined">{placement}</Button>
            </Tooltip>
          ))}
        </Row>
      </Section>
      <Section title="Arrow and icon">
        <Row>
          <Tooltip title="With an arrow" arrow>
            <Button variant="contained">Arrow</Button>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label="Delete"><DeleteIcon /></IconButton>
          </Tooltip>
          <Tooltip title="Appears after one second" enterDelay={1000}>
            <Button>Delayed</Button>
          </Tooltip>
        </Row>
      </Section>
      <Section title="Popovers">
        <Row>
          <PopoverDemo label="Open popover" text="A popover holds richer content than a tooltip and stays until dismissed." />
          <PopoverDemo label="Help" text="Press Escape or click outside to close this popover." />
        </Row>
      </Section>
    </Grid>
  </DemoPage>
);

export default TooltipsPage;
