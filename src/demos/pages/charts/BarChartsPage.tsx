import { DemoPage, Grid, Section } from '../PageParts';
import { BarChart } from './BarChart';

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];
const REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Coast'];

const BarChartsPage = () => (
  <DemoPage title="Bar charts">
    <Grid columns={2}>
      <Section title="Basic bar chart">
        <BarChart title="Units sold per region" labels={REGIONS} series={[{ name: 'Units', values: [420, 310, 560, 280, 390, 470] }]} />
      </Section>
      <Section title="Grouped bar chart">
        <BarChart
          title="Sales per quarter, three product lines"
          labels={QUARTERS}
          series={[
            { name: 'Parts', values: [44, 55, 41, 67] },
            { name: 'Tools', values: [13, 23, 20, 8] },
            { name: 'Service', values: [11, 17, 15, 15] },
          ]}
        />
      </Section>
      <Section title="Stacked bar chart">
        <BarChart
          title="Stock movements per quarter by kind"
          labels={QUARTERS}
          series={[
            { name: 'Received', values: [320, 410, 380, 450] },
            { name: 'Dispatched', values: [280, 300, 350, 390] },
            { name: 'Adjusted', values: [40, 25, 60, 30] },
          ]}
          stacked
        />
      </Section>
      <Section title="Bar chart with currency">
        <BarChart
          title="Monthly revenue"
          labels={['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']}
          series={[{ name: 'Revenue', values: [12, 15, 14, 18, 21, 19, 24, 23, 26, 25, 28, 31].map((k) => k * 1000), color: '#0ea5e9' }]}
          format={(value) => `$${value / 1000}k`}
        />
      </Section>
    </Grid>
  </DemoPage>
);

export default BarChartsPage;
