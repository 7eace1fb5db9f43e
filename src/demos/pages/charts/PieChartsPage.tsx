import { DemoPage, Grid, Section } from '../PageParts';
import { DonutChart, PieChart } from './DonutChart';

const BROWSERS = [
  { name: 'Chrome', value: 64 },
  { name: 'Safari', value: 19 },
  { name: 'Edge', value: 5 },
  { name: 'Firefox', value: 3 },
  { name: 'Other', value: 9 },
];

const PieChartsPage = () => (
  <DemoPage title="Pie charts">
    <Grid columns={3}>
      <Section title="Pie chart">
        <PieChart title="Visits by browser" slices={BROWSERS} format={(value) => `${value}%`} />
      </Section>
      <Section title="Donut chart">
        <DonutChart
          title="Orders by status"
          slices={[
            { name: 'Delivered', value: 540 },
            { name: 'Dispatched', value: 120 },
            { name: 'Pending', value: 80 },
            { name: 'Cancelled', value: 25 },
          ]}
          centerLabel="765"
          centerCaption="Orders"
        />
      </Section>
      <Section title="Thin donut">
        <DonutChart
          title="Storage used"
          slices={[
            { name: 'Used', value: 72 },
            { name: 'Free', value: 28, color: '#cbd5e1' },
          ]}
          thickness={12}
          centerLabel="72%"
          centerCaption="Used"
          format={(value) => `${value} GB`}
        />
      </Section>
    </Grid>
  </DemoPage>
);

export default PieChartsPage;
