import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { AppMenu } from '../../src/layout/AppMenu';
import { menuItems, type MenuItem } from '../../src/layout/menu';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

describe('side menu', () => {
  it('shows only what the stored user may open', async () => {
    renderWithAdmin(<AppMenu />, { permissions: 'view_products,view_orders' });

    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Masters' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Work orders' })).toBeInTheDocument();
    // A group without a permitted child is gone; so are entries the user may not read.
    expect(screen.queryByRole('menuitem', { name: 'User Management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Suppliers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Job cards' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('menuitem', { name: 'Masters' }));
    const masters = await screen.findByRole('group', { name: 'Masters' });
    expect(within(masters).getByRole('menuitem', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(within(masters).queryByRole('menuitem', { name: 'Categories' })).not.toBeInTheDocument();
    expect(within(masters).queryByRole('menuitem', { name: 'Warehouses' })).not.toBeInTheDocument();
  });

  it('puts API keys and webhooks in a Settings group, last, for whom may view integrations', async () => {
    renderWithAdmin(<AppMenu />, { permissions: 'view_products,view_integrations' });

    const entries = await screen.findAllByRole('menuitem');
    expect(entries.at(-1)).toHaveAccessibleName('Settings');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    const settings = await screen.findByRole('group', { name: 'Settings' });
    expect(within(settings).getByRole('menuitem', { name: 'API keys' })).toHaveAttribute('href', '/api-keys');
    expect(within(settings).getByRole('menuitem', { name: 'Webhooks' })).toHaveAttribute('href', '/webhook-subscriptions');
  });

  it('shows no Settings group without view_integrations', async () => {
    renderWithAdmin(<AppMenu />, { permissions: 'view_products,view_settings,view_roles' });

    expect(await screen.findByRole('menuitem', { name: 'Masters' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('shows a user without permissions the entries that need none', async () => {
    renderWithAdmin(<AppMenu />, { permissions: '' });

    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
  });

  it('opens the group holding the current path by itself', async () => {
    renderWithAdmin(<AppMenu />, { permissions: 'view_categories,view_products', initialEntries: ['/category/3/show'] });

    const masters = await screen.findByRole('group', { name: 'Masters' });
    expect(within(masters).getByRole('menuitem', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Masters' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps a group closed while the current path is elsewhere', async () => {
    renderWithAdmin(<AppMenu />, { permissions: 'view_products', initialEntries: ['/dashboard'] });

    expect(await screen.findByRole('menuitem', { name: 'Masters' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('shows an entry with a badge, disabled', async () => {
    const items: MenuItem[] = [
      { title: 'app.menu.dashboard', link: 'dashboard', icon: 'dashboard' },
      { title: 'Reports', link: 'reports', icon: 'tune', badge: 'soon' },
      {
        title: 'Workshop',
        icon: 'build',
        child: [{ childtitle: 'Planning', childlink: 'planning', multi_menu: [{ multiTitle: 'Capacity', multiLink: 'capacity', badge: 'new' }] }],
      },
    ];
    renderWithAdmin(<AppMenu items={items} />, { permissions: '', initialEntries: ['/capacity'] });

    const reports = await screen.findByRole('menuitem', { name: /Reports/ });
    expect(reports).toHaveAttribute('aria-disabled', 'true');
    expect(within(reports).getByText('soon')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Capacity/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).not.toHaveAttribute('aria-disabled');
  });

  it('has an English and a French text for every entry', () => {
    const titles = menuItems.flatMap((item) => [item.title, ...(item.child ?? []).map((child) => child.childtitle)]);
    const lookUp = (messages: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    for (const title of titles) {
      expect(lookUp(en, title), title).toEqual(expect.any(String));
      expect(lookUp(fr, title), title).toEqual(expect.any(String));
    }
  });
});
