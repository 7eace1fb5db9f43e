import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Tab, Tabs, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { DemoPage, Grid, Section } from '../PageParts';

const PANELS = [
  { label: 'Overview', text: 'Stockyard keeps stock, orders and the workshop in one place.' },
  { label: 'Stock', text: 'Every change of stock is one movement in the ledger.' },
  { label: 'Orders', text: 'Dealers order through their own portal.' },
];

const TabsDemo = ({ orientation = 'horizontal' }: { orientation?: 'horizontal' | 'vertical' }) => {
  const [tab, setTab] = useState(0);
  const id = `tabs-${orientation}`;
  return (
    <Box sx={{ display: orientation === 'vertical' ? 'flex' : 'block', gap: 2 }}>
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} orientation={orientation} variant="scrollable" aria-label={`${orientation} tabs`} sx={{ borderColor: 'divider', [orientation === 'vertical' ? 'borderRight' : 'borderBottom']: 1 }}>
        {PANELS.map((panel, index) => (
          <Tab key={panel.label} label={panel.label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      {PANELS.map((panel, index) => (
        <Box key={panel.label} role="tabpanel" hidden={tab !== index} id={`${id}-panel-${index}`} aria-labelledby={`${id}-tab-${index}`} sx={{ p: 2 }}>
          {tab === index && <Typography>{panel.text}</Typography>}
        </Box>
      ))}
    </Box>
  );
};

const QUESTIONS = [
  { title: 'What is an accordion?', text: 'A list of headings that each reveal a section of content.' },
  { title: 'Can several be open at once?', text: 'In this example yes; the one beside it keeps only one open.' },
  { title: 'Is it keyboard friendly?', text: 'Yes: each heading is a button that Tab reaches and Enter toggles.' },
];

const ExclusiveAccordion = () => {
  const [open, setOpen] = useState<number | false>(0);
  return (
    <Box>
      {QUESTIONS.map((question, index) => (
        <Accordion key={question.title} expanded={open === index} onChange={(_event, expanded) => setOpen(expanded ? index : false)}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>{question.title}</AccordionSummary>
          <AccordionDetails>{question.text}</AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
};

const TabsPage = () => (
  <DemoPage title="Tabs and accordion">
    <Grid columns={2}>
      <Section title="Tabs">
        <TabsDemo />
      </Section>
      <Section title="Vertical tabs">
        <TabsDemo orientation="vertical" />
      </Section>
      <Section title="Accordion">
        <Box>
          {QUESTIONS.map((question) => (
            <Accordion key={question.title}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>{question.title}</AccordionSummary>
              <AccordionDetails>{question.text}</AccordionDetails>
            </Accordion>
          ))}
        </Box>
      </Section>
      <Section title="One open at a time">
        <ExclusiveAccordion />
      </Section>
    </Grid>
  </DemoPage>
);

export default TabsPage;
