import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  Create,
  Edit,
  ResourceDefinitionContextProvider,
  SimpleForm,
  testDataProvider,
  TextInput,
  useAddUndoableMutation,
  useNotify,
  type DataProvider,
} from 'react-admin';
import { AppNotification } from '../../src/layout/notifications/AppNotification';
import { LoadingButton } from '../../src/ui/LoadingButton';
import { showToast, TOAST_LIMIT } from '../../src/ui/Toasts';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

/** Sends one react-admin notification per press. */
const Send = ({ label = 'Send', message, options }: { label?: string; message: string; options: Parameters<ReturnType<typeof useNotify>>[1] }) => {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(message, options)}>
      {label}
    </button>
  );
};

/** Sends "Message 1", "Message 2", … one per press. */
const Notifier = () => {
  const notify = useNotify();
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setCount(count + 1);
        notify(`Message ${count + 1}`);
      }}
    >
      Notify
    </button>
  );
};

/** What an undoable delete does: queue the write, then say so with an Undo button. */
const UndoableDelete = ({ write }: { write: (params: { isUndo: boolean }) => void }) => {
  const notify = useNotify();
  const addMutation = useAddUndoableMutation();
  return (
    <button
      type="button"
      onClick={() => {
        addMutation(write);
        // react-admin notifies a tick after queueing the write.
        setTimeout(() => notify('ra.notification.deleted', { type: 'info', undoable: true, messageArgs: { smart_count: 1 } }));
      }}
    >
      Delete
    </button>
  );
};

/** The toasts a user can perceive: errors are alerts, the rest statuses. */
const visibleToasts = () => [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')];
const toastWith = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('.Toastify__toast')!;

// jsdom runs no CSS animations; a browser ends the exit animation by itself, then the toast
// collapses and leaves, making room for a queued one.
const finishExit = (toast: HTMLElement) => fireEvent.animationEnd(toast);

describe('toasts', () => {
  it(`shows at most ${TOAST_LIMIT} toasts; a queued one appears when an earlier one closes`, async () => {
    renderWithAdmin(
      <>
        <Notifier />
        <AppNotification />
      </>,
    );
    const press = () => fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    for (let i = 0; i < TOAST_LIMIT + 2; i += 1) press();

    await screen.findByText(`Message ${TOAST_LIMIT}`);
    expect(visibleToasts()).toHaveLength(TOAST_LIMIT);
    expect(screen.queryByText(`Message ${TOAST_LIMIT + 1}`)).not.toBeInTheDocument();

    const first = await toastWith('Message 1');
    fireEvent.click(first);
    expect(visibleToasts()).toHaveLength(TOAST_LIMIT - 1);
    finishExit(first);

    expect(await screen.findByText(`Message ${TOAST_LIMIT + 1}`)).toBeInTheDocument();
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
    expect(visibleToasts()).toHaveLength(TOAST_LIMIT);
    expect(screen.queryByText(`Message ${TOAST_LIMIT + 2}`)).not.toBeInTheDocument();
  });

  it('shows each type as that type; only errors are alerts', async () => {
    renderWithAdmin(
      <>
        {(['info', 'success', 'warning', 'error'] as const).map((type) => (
          <Send key={type} label={`Send ${type}`} message={`News of type ${type}`} options={{ type }} />
        ))}
        <AppNotification />
      </>,
    );
    for (const type of ['info', 'success', 'warning'] as const) {
      fireEvent.click(screen.getByRole('button', { name: `Send ${type}` }));
      const toast = await toastWith(`News of type ${type}`);
      expect(toast).toHaveClass(`Toastify__toast--${type}`);
      expect(toast).toHaveRole('status');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send error' }));
    // Queued behind the three others until one closes.
    fireEvent.click(await toastWith('News of type info'));
    finishExit(await toastWith('News of type info'));
    const error = await toastWith('News of type error');
    expect(error).toHaveClass('Toastify__toast--error');
    expect(screen.getByRole('alert')).toBe(error);

    fireEvent.click(error);
    finishExit(error);
    showToast('Plain news');
    const plain = await toastWith('Plain news');
    expect(plain).toHaveClass('Toastify__toast--default');
    expect(plain).toHaveRole('status');
  });

  it('translates the message with its arguments and runs a 5 s timer, held while hovered or while the window is away', async () => {
    renderWithAdmin(
      <>
        <Send message="ra.notification.updated" options={{ type: 'success', messageArgs: { smart_count: 2 } }} />
        <AppNotification />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const toast = await toastWith('2 elements updated');
    const timer = within(toast).getByRole('progressbar');
    expect(timer).toHaveStyle({ animationDuration: '5000ms' });

    fireEvent.animationEnd(toast); // the entrance animation; the timer starts after it
    await waitFor(() => expect(timer).toHaveStyle({ animationPlayState: 'running' }));
    fireEvent.mouseEnter(toast);
    await waitFor(() => expect(timer).toHaveStyle({ animationPlayState: 'paused' }));
    fireEvent.mouseLeave(toast);
    await waitFor(() => expect(timer).toHaveStyle({ animationPlayState: 'running' }));
    fireEvent.blur(window);
    await waitFor(() => expect(timer).toHaveStyle({ animationPlayState: 'paused' }));
    fireEvent.focus(window);
    await waitFor(() => expect(timer).toHaveStyle({ animationPlayState: 'running' }));

    fireEvent.animationEnd(timer);
    await waitFor(() => expect(visibleToasts()).toHaveLength(0));
  });

  it('closes a toast with its close button', async () => {
    renderWithAdmin(<AppNotification />);
    showToast('Saved');
    const toast = await toastWith('Saved');
    fireEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('keeps Undo working: Undo rolls the write back, closing the toast lets it through', async () => {
    const write = vi.fn();
    renderWithAdmin(
      <>
        <UndoableDelete write={write} />
        <AppNotification />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    let toast = await toastWith('Element deleted');
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenLastCalledWith({ isUndo: true });
    expect(visibleToasts()).toHaveLength(0);
    finishExit(toast);
    await waitFor(() => expect(screen.queryByText('Element deleted')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    toast = await toastWith('Element deleted');
    fireEvent.click(toast);
    expect(write).toHaveBeenCalledTimes(2);
    expect(write).toHaveBeenLastCalledWith({ isUndo: false });
  });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('toasts that help (issue 18)', () => {
  it('shows one toast for one event told twice, and again once it has closed', async () => {
    renderWithAdmin(
      <>
        <Send message="ra.notification.http_error" options={{ type: 'error' }} />
        <AppNotification />
      </>,
    );
    const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    send();
    send();
    const toast = await toastWith('Server communication error');
    send();
    // Give the later notifications their turn: still one toast.
    await waitFor(() => expect(screen.getAllByText('Server communication error')).toHaveLength(1));
    expect(visibleToasts()).toHaveLength(1);

    fireEvent.click(toast);
    finishExit(toast);
    await waitFor(() => expect(visibleToasts()).toHaveLength(0));
    send();
    expect(await toastWith('Server communication error')).toHaveRole('alert');
  });

  it('sits at the bottom centre on wide screens, away from the top toolbar of actions', async () => {
    renderWithAdmin(<AppNotification />);
    showToast('Wide news');
    const container = (await toastWith('Wide news')).closest('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--bottom-center');
  });

  it("sits over the app bar on a phone, away from the form's bottom toolbar", async () => {
    // MUI reads the breakpoint through matchMedia, which jsdom lacks: this one says "a phone" (below sm).
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: /max-width/.test(query), media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }),
    });
    renderWithAdmin(<AppNotification />);
    showToast('Phone news');
    const container = (await toastWith('Phone news')).closest('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--top-center');
  });
});

describe('a saved record named in its toast (issue 18: "SA-000014 created")', () => {
  const definitions = {
    'stock-adjustments': { name: 'stock-adjustments', recordRepresentation: 'number' },
    orders: { name: 'orders', recordRepresentation: 'number' },
    suppliers: { name: 'suppliers', recordRepresentation: 'company_name' },
  };
  const withDefinitions = (ui: ReactNode, dataProvider: DataProvider) =>
    renderWithAdmin(
      <ResourceDefinitionContextProvider definitions={definitions}>
        {ui}
        <AppNotification />
      </ResourceDefinitionContextProvider>,
      { dataProvider },
    );

  it('names a created record by its number', async () => {
    const create = vi.fn(async () => ({ data: { id: 14, number: 'SA-000014', note: 'Recount' } }));
    withDefinitions(
      <Create resource="stock-adjustments" redirect={false}>
        <SimpleForm>
          <TextInput source="note" />
        </SimpleForm>
      </Create>,
      testDataProvider({ create } as Partial<DataProvider>),
    );
    fireEvent.change(await screen.findByLabelText('Note'), { target: { value: 'Recount' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await toastWith('SA-000014 created');
    expect(toast).toHaveClass('Toastify__toast--success');
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Element created')).not.toBeInTheDocument();
  });

  it('names an updated record by its number, or by its name when it has none', async () => {
    const records: Record<string, { id: number; version: number; [field: string]: unknown }> = {
      orders: { id: 120, number: 'ORD-000120', note: 'Call first', version: 1 },
      suppliers: { id: 3, company_name: 'Bosch Parts', note: '', version: 1 },
    };
    const dataProvider = testDataProvider({
      getOne: async (resource: string) => ({ data: records[resource] }),
      update: async (resource: string, { data }: { data: object }) => ({ data: { ...records[resource], ...data, version: 2 } }),
    } as unknown as Partial<DataProvider>);
    const { unmount } = withDefinitions(
      <Edit resource="orders" id={120} mutationMode="pessimistic" redirect={false}>
        <SimpleForm>
          <TextInput source="note" />
        </SimpleForm>
      </Edit>,
      dataProvider,
    );
    fireEvent.change(await screen.findByDisplayValue('Call first'), { target: { value: 'Call before noon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toastWith('ORD-000120 saved')).toHaveClass('Toastify__toast--success');
    unmount();

    withDefinitions(
      <Edit resource="suppliers" id={3} mutationMode="pessimistic" redirect={false}>
        <SimpleForm>
          <TextInput source="note" />
        </SimpleForm>
      </Edit>,
      dataProvider,
    );
    fireEvent.change(await screen.findByLabelText('Note'), { target: { value: 'Ships on Mondays' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toastWith('Bosch Parts saved')).toBeInTheDocument();
  });
});

/** A save button that is busy until pressed again. */
const BusySave = () => {
  const [loading, setLoading] = useState(false);
  return (
    <>
      <LoadingButton loading={loading}>Save</LoadingButton>
      <button type="button" onClick={() => setLoading(!loading)}>
        Toggle
      </button>
    </>
  );
};

describe('LoadingButton', () => {
  it("reads 'Loading ...' and is disabled while loading", () => {
    renderWithAdmin(<BusySave />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Loading ...' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
