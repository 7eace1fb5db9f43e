import { screen } from '@testing-library/react';
import { Checkbox, createTheme, ThemeProvider } from '@mui/material';
import { BulkDeleteButton, DataTable, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { buildThemes } from '../../src/ui/themes';
import { List } from '../../src/resources/shared/ResourcePage';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

const appTheme = () => createTheme(buildThemes({ skin: 'default', isRTL: false }).light);

describe("a checkbox's label under the app's theme", () => {
  it('names a list row\'s input "Select this row", not its wrapper', async () => {
    const dataProvider = testDataProvider({
      getList: async () => ({ data: [{ id: 1, name: 'Oil filter' }], total: 1 }) as never,
    });
    const { container } = renderWithAdmin(
      <ThemeProvider theme={appTheme()}>
        <List resource="products" actions={false}>
          <DataTable bulkActionButtons={<BulkDeleteButton />}>
            <DataTable.Col source="name" />
          </DataTable>
        </List>
      </ThemeProvider>,
      { dataProvider },
    );

    const row = await screen.findByRole('checkbox', { name: 'Select this row' });
    expect(row.tagName).toBe('INPUT');
    expect(screen.getByRole('checkbox', { name: 'Select all' }).tagName).toBe('INPUT');
    expect(container.querySelectorAll('.MuiCheckbox-root[aria-label]')).toHaveLength(0);
  });

  it('keeps a label given through inputProps', () => {
    renderWithAdmin(
      <ThemeProvider theme={appTheme()}>
        <Checkbox inputProps={{ 'aria-label': 'Remember me', name: 'remember' }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveAttribute('name', 'remember');
  });
});
