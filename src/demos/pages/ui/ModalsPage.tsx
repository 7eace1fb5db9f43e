import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { Modal } from '../../kit/Modal';
import { DemoPage, Grid, Section } from '../PageParts';

const LONG_TEXT = Array.from({ length: 14 }, (_, index) => `Paragraph ${index + 1}. Stock counts, orders and job cards make a long story; the body scrolls so the footer stays in view.`);

/** SPEC.md §2 "Generic modal": each way the kit's Modal can be used. */
const ModalsPage = () => {
  const [controlledOpen, setControlledOpen] = useState(false);
  return (
    <DemoPage title="Modals">
      <Grid columns={2}>
        <Section title="Controlled modal">
          <Button variant="contained" onClick={() => setControlledOpen(true)}>
            Open controlled modal
          </Button>
          <Modal title="Controlled modal" open={controlledOpen} onClose={() => setControlledOpen(false)}>
            <Typography>The page holds this modal&apos;s open state.</Typography>
          </Modal>
        </Section>
        <Section title="Own trigger">
          <Modal title="Modal with its own trigger" trigger={(open) => <Button variant="outlined" onClick={open}>Open modal with own trigger</Button>}>
            <Typography>This modal opens and closes itself.</Typography>
          </Modal>
        </Section>
        <Section title="With footer">
          <Modal
            title="Delete this item?"
            trigger={(open) => (
              <Button variant="outlined" color="error" onClick={open}>
                Open modal with footer
              </Button>
            )}
            footer={<Typography variant="body2" color="text.secondary">Close the dialog to keep the item.</Typography>}
          >
            <Typography>The footer holds the dialog&apos;s actions or notes.</Typography>
          </Modal>
        </Section>
        <Section title="Scrolling body">
          <Modal title="Terms and conditions" scrollContent trigger={(open) => <Button variant="outlined" onClick={open}>Open scrolling modal</Button>} footer={<Typography variant="body2">End of terms</Typography>}>
            {LONG_TEXT.map((text) => (
              <Typography key={text} paragraph>
                {text}
              </Typography>
            ))}
          </Modal>
        </Section>
        <Section title="Backdrop disabled">
          <Modal title="Backdrop disabled" disableBackdrop trigger={(open) => <Button variant="outlined" onClick={open}>Open modal without backdrop</Button>}>
            <Typography>Clicking outside does not close this modal: use the close button.</Typography>
          </Modal>
        </Section>
        <Section title="Wide modal">
          <Modal title="Wide modal" width={900} trigger={(open) => <Button variant="outlined" onClick={open}>Open wide modal</Button>}>
            <Typography>This modal is 900 px wide on large screens.</Typography>
          </Modal>
        </Section>
      </Grid>
    </DemoPage>
  );
};

export default ModalsPage;
