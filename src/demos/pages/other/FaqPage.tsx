import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, InputAdornment, TextField, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { DemoPage, Section } from '../PageParts';

const FAQ = [
  { question: 'How do I add a product?', answer: 'Open Products and press Create. A product needs a SKU, a name and a category.' },
  { question: 'Why can stock not go below zero?', answer: 'A movement that would make a rack negative is refused, so the ledger always matches the shelves.' },
  { question: 'How do dealers sign in?', answer: 'Staff give each dealer a portal login; dealers sign in at /dealer/login.' },
  { question: 'Can I print an order?', answer: 'Yes: every order, purchase order and job card has a print view sized for A4.' },
  { question: 'What does the Auditor role see?', answer: 'Every screen, read only: it holds every view permission and no manage permission.' },
  { question: 'How do I move stock between racks?', answer: 'Post a stock adjustment with a minus line on the old rack and a plus line on the new one.' },
];

const FaqPage = () => {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = FAQ.filter(({ question, answer }) => `${question} ${answer}`.toLowerCase().includes(needle));
  return (
    <DemoPage title="FAQ">
      <TextField
        label="Search questions"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
      />
      <Section title={`Questions (${shown.length})`}>
        {shown.length === 0 && <Typography color="text.secondary">No question matches “{search}”.</Typography>}
        {shown.map(({ question, answer }) => (
          <Accordion key={question} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>{question}</AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Section>
    </DemoPage>
  );
};

export default FaqPage;
