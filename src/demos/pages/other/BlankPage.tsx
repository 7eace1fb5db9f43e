import { Typography } from '@mui/material';
import { DemoPage, Section } from '../PageParts';

const BlankPage = () => (
  <DemoPage title="Blank page">
    <Section title="Start here">
      <Typography color="text.secondary">An empty page inside the layout, ready for new content.</Typography>
    </Section>
  </DemoPage>
);

export default BlankPage;
