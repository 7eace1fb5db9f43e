import { useState } from 'react';
import { DemoSelect } from '../../kit/fields';
import { DemoPage, Grid, Section } from '../PageParts';

const FRUITS = ['Apple', 'Banana', 'Cherry', 'Mango'];
const COUNTRIES = [
  { value: 'au', label: 'Australia' },
  { value: 'bd', label: 'Bangladesh' },
  { value: 'fr', label: 'France' },
  { value: 'nz', label: 'New Zealand' },
];

const SelectsPage = () => {
  const [fruit, setFruit] = useState('');
  const [country, setCountry] = useState('');
  const [size, setSize] = useState('');
  return (
    <DemoPage title="Selects">
      <Grid columns={2}>
        <Section title="String options">
          <DemoSelect label="Fruit" options={FRUITS} value={fruit} onChange={(event) => setFruit(event.target.value)} description="Options given as plain strings" />
        </Section>
        <Section title="Value and label options">
          <DemoSelect
            label="Country"
            placeholder="Choose a country"
            options={COUNTRIES}
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            description={country ? `Stored value: ${country}` : 'Options given as value/label objects'}
          />
        </Section>
        <Section title="Validation">
          <DemoSelect
            label="Size"
            options={['Small', 'Medium', 'Large']}
            value={size}
            onChange={(event) => setSize(event.target.value)}
            error={size ? undefined : 'Please choose a size'}
            success={size ? 'Looks good!' : undefined}
          />
        </Section>
        <Section title="States">
          <Grid columns={2}>
            <DemoSelect label="Disabled" options={FRUITS} disabled />
            <DemoSelect label="Small" options={FRUITS} size="small" />
          </Grid>
        </Section>
      </Grid>
    </DemoPage>
  );
};

export default SelectsPage;
