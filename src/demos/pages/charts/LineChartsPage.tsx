import { DemoPage, Grid, Section } from '../PageParts';
import { AreaChart, LineChart } from './LineChart';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

const LineChartsPage = () => (
  <DemoPage title="Line charts">
    <Grid columns={2}>
      <Section title="Basic line chart">
        <LineChart title="Visitors per month" labels={MONTHS} series={[{ name: 'Visitors', values: [10, 41, 35, 51, 49, 62, 69, 91, 148].map((k) => k * 100) }]} />
      </Section>
      <Section title="Multiple lines">
        <LineChart
          title="Orders per month, by channel"
          labels={MONTHS}
          series={[
            { name: 'Web', values: [28, 29, 33, 36, 32, 32, 33, 40, 45] },
            { name: 'Phone', values: [12, 11, 14, 18, 17, 13, 13, 16, 14] },
            { name: 'Dealer portal', values: [5, 9, 14, 19, 25, 28, 33, 37, 44] },
          ]}
        />
      </Section>
      <Section title="Area chart">
        <AreaChart
          title="Website traffic, this year and last year"
          labels={MONTHS}
          series={[
            { name: 'This year', values: [31, 40, 28, 51, 42, 109, 100, 90, 120] },
            { name: 'Last year', values: [11, 32, 45, 32, 34, 52, 41, 60, 70] },
          ]}
        />
      </Section>
      <Section title="Stacked area chart">
        <AreaChart
          title="Stock on hand by warehouse"
          labels={MONTHS}
          series={[
            { name: 'Main', values: [900, 950, 1000, 980, 1100, 1200, 1150, 1250, 1300] },
            { name: 'North', values: [400, 420, 390, 460, 480, 500, 530, 510, 560] },
            { name: 'South', values: [200, 260, 240, 300, 280, 310, 330, 360, 350] },
          ]}
          stacked
        />
      </Section>
    </Grid>
  </DemoPage>
);

export default LineChartsPage;
