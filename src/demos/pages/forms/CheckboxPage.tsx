import { useState } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Radio, RadioGroup, Switch } from '@mui/material';
import { DemoPage, Grid, Row, Section } from '../PageParts';

const TOPPINGS = ['Cheese', 'Olives', 'Mushrooms'];

/** A parent checkbox that is checked, unchecked or indeterminate from its children. */
const Toppings = () => {
  const [chosen, setChosen] = useState<string[]>(['Cheese']);
  const all = chosen.length === TOPPINGS.length;
  return (
    <FormGroup>
      <FormControlLabel
        label="All toppings"
        control={<Checkbox checked={all} indeterminate={chosen.length > 0 && !all} onChange={() => setChosen(all ? [] : TOPPINGS)} />}
      />
      {TOPPINGS.map((topping) => (
        <FormControlLabel
          key={topping}
          sx={{ ml: 3 }}
          label={topping}
          control={
            <Checkbox
              checked={chosen.includes(topping)}
              onChange={(event) => setChosen(event.target.checked ? [...chosen, topping] : chosen.filter((one) => one !== topping))}
            />
          }
        />
      ))}
    </FormGroup>
  );
};

const CheckboxPage = () => (
  <DemoPage title="Checkbox, radio and switch">
    <Grid columns={3}>
      <Section title="Checkboxes">
        <FormGroup>
          <FormControlLabel control={<Checkbox defaultChecked />} label="Checked" />
          <FormControlLabel control={<Checkbox />} label="Unchecked" />
          <FormControlLabel control={<Checkbox disabled />} label="Disabled" />
          <FormControlLabel control={<Checkbox defaultChecked color="success" />} label="Success colour" />
        </FormGroup>
      </Section>
      <Section title="Indeterminate">
        <Toppings />
      </Section>
      <Section title="Radio buttons">
        <FormControl>
          <FormLabel id="delivery-label">Delivery</FormLabel>
          <RadioGroup aria-labelledby="delivery-label" defaultValue="home" name="delivery">
            <FormControlLabel value="home" control={<Radio />} label="Home delivery" />
            <FormControlLabel value="pickup" control={<Radio />} label="Local pickup" />
            <FormControlLabel value="locker" control={<Radio />} label="Parcel locker" disabled />
          </RadioGroup>
        </FormControl>
      </Section>
      <Section title="Switches">
        <FormGroup>
          <FormControlLabel control={<Switch defaultChecked />} label="Notifications" />
          <FormControlLabel control={<Switch />} label="Dark mode" />
          <FormControlLabel control={<Switch disabled />} label="Disabled" />
        </FormGroup>
      </Section>
      <Section title="Colours">
        <Row>
          {(['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const).map((color) => (
            <FormControlLabel key={color} control={<Switch defaultChecked color={color} />} label={color} />
          ))}
        </Row>
      </Section>
      <Section title="Sizes">
        <Row>
          <FormControlLabel control={<Checkbox size="small" defaultChecked />} label="Small" />
          <FormControlLabel control={<Checkbox defaultChecked />} label="Medium" />
          <FormControlLabel control={<Switch size="small" defaultChecked />} label="Small switch" />
        </Row>
      </Section>
    </Grid>
  </DemoPage>
);

export default CheckboxPage;
