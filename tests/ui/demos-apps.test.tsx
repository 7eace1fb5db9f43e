import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CalendarPage from '../../src/demos/apps/calendar/CalendarPage';
import { localToday } from '../../src/demos/apps/calendar/data';
import { formatDay } from '../../src/demos/apps/calendar/store';
import ChatPage from '../../src/demos/apps/chat/ChatPage';
import { chatStore } from '../../src/demos/apps/chat/chatStore';
import EmailPage from '../../src/demos/apps/email/EmailPage';
import KanbanPage from '../../src/demos/apps/kanban/KanbanPage';
import TodoPage from '../../src/demos/apps/todo/TodoPage';
import { Toasts } from '../../src/ui/Toasts';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

const withToasts = (page: ReactNode) =>
  renderWithAdmin(
    <>
      <Toasts />
      {page}
    </>,
  );

describe('todo demo', () => {
  it('toggles done and favourite, and delete moves a task to the trash', async () => {
    const user = userEvent.setup();
    withToasts(<TodoPage />);
    const checkbox = screen.getByRole('checkbox', { name: 'Call the new supplier about lead times' });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    const star = screen.getByRole('button', { name: 'Favourite Call the new supplier about lead times' });
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Delete Call the new supplier about lead times' }));
    expect(await screen.findByText('Delete Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Call the new supplier about lead times' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trash' }));
    expect(screen.getByRole('checkbox', { name: 'Call the new supplier about lead times' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('edits a task through the modal', async () => {
    const user = userEvent.setup();
    withToasts(<TodoPage />);
    await user.click(screen.getByRole('button', { name: 'Edit Plan the warehouse team lunch' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit task' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Plan the team dinner');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Edit Successfully')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Plan the team dinner' })).toBeInTheDocument();
  });
});

describe('email demo', () => {
  it('sends an email that lands on top of the inbox', async () => {
    const user = userEvent.setup();
    withToasts(<EmailPage />);
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    const dialog = screen.getByRole('dialog', { name: 'Compose email' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Enter an email address')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), 'jenny@northwind.test');
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Rack B is full');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Send Successfully')).toBeInTheDocument();
    const first = within(screen.getByRole('list', { name: 'Emails' })).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Rack B is full');
  });

  it('stars, marks read and deletes an email', async () => {
    const user = userEvent.setup();
    withToasts(<EmailPage />);
    await user.click(screen.getByRole('button', { name: 'Star Delivery schedule for June' }));
    expect(screen.getByRole('button', { name: 'Star Delivery schedule for June' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Mark Delivery schedule for June as read' }));
    expect(screen.getByRole('button', { name: 'Mark Delivery schedule for June as unread' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Delivery schedule for June' }));
    expect(screen.queryByText('Delivery schedule for June')).not.toBeInTheDocument();
  });
});

describe('chat demo', () => {
  beforeEach(() => chatStore.reset());

  it('opens a conversation, sends a message, and leaving closes the chat', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithAdmin(<ChatPage />);
    expect(screen.getByText('Start a conversation')).toBeInTheDocument();
    // jsdom has no media queries, so the page lays out as on a phone: contacts sit in a drawer.
    await user.click(screen.getByRole('button', { name: 'Open contacts' }));
    await user.click(within(screen.getByRole('list', { name: 'Contacts' })).getByRole('button', { name: 'Jenny Wilson' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Contacts' })).not.toBeInTheDocument());
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('The pallets are in rack B.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Type your message' }), 'Great, thanks!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(log).getByText('Great, thanks!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type your message' })).toHaveValue('');

    unmount();
    expect(chatStore.getState().activechat).toBe(false);
    renderWithAdmin(<ChatPage />);
    expect(screen.getByText('Start a conversation')).toBeInTheDocument();
  });

  it('filters contacts by the search text', async () => {
    renderWithAdmin(<ChatPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Open contacts' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search contacts' }), { target: { value: 'wade' } });
    const contacts = within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('button');
    expect(contacts.map((contact) => contact.getAttribute('aria-label'))).toEqual(['Wade Warren']);
  });
});

describe('calendar demo', () => {
  it('adds an event by clicking a day, then deletes it', async () => {
    const user = userEvent.setup();
    withToasts(<CalendarPage />);
    const today = localToday();
    await user.click(screen.getByRole('button', { name: `Add event on ${formatDay(today)}` }));
    const dialog = screen.getByRole('dialog', { name: 'Add event' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Event name' }), 'Forklift service');
    await user.click(within(dialog).getByRole('button', { name: 'Add event' }));
    expect(await screen.findByText('Add Successfully')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forklift service' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Edit event' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Forklift service' })).not.toBeInTheDocument());
  });

  it('switches to the week and day views', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<CalendarPage />);
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('grid', { name: 'Week' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Day' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(formatDay(localToday()));
    expect(screen.getByRole('button', { name: 'Stock count' })).toBeInTheDocument();
  });
});

describe('kanban demo', () => {
  it('adds a column and moves a task there from its menu', async () => {
    const user = userEvent.setup();
    withToasts(<KanbanPage />);
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    const dialog = screen.getByRole('dialog', { name: 'Add column' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Column name' }), 'Review');
    await user.click(within(dialog).getByRole('button', { name: 'Add column' }));
    expect(await screen.findByText('Add Successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Set up the staging server' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to Review' }));
    expect(within(screen.getByRole('region', { name: 'Review' })).getByRole('listitem', { name: 'Set up the staging server' })).toBeInTheDocument();
  });
});
