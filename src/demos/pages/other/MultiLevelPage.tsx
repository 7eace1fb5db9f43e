import { Typography } from '@mui/material';
import { DemoPage, Section } from '../PageParts';

const MultiLevelPage = () => (
  <DemoPage title="Multi level">
    <Section title="Level 1">
      <Typography>
        This page is the first level of the demo menu&apos;s multi-level entry. Open “Level 1” in the demo menu to see its second-level links.
      </Typography>
    </Section>
  </DemoPage>
);

export default MultiLevelPage;
