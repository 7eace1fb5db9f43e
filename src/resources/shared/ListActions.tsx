import { useState, type ReactNode } from 'react';
import {
  Button,
  CreateButton,
  FilterButton,
  TopToolbar,
  useDataProvider,
  useFilterContext,
  useListContext,
  useNotify,
  useResourceDefinition,
} from 'react-admin';
import DownloadIcon from '@mui/icons-material/GetApp';
import type { AppDataProvider } from '../../providers/dataProvider';

/** Today as YYYY-MM-DD in the user's time zone, as the user would name the file. */
function localDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Saves a file the app fetched, as the browser saves a download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * DESIGN.md §5: the server writes the CSV of the whole list for the current filter and sort,
 * so an export is not limited to what the browser has loaded.
 */
export const ExportCsvButton = () => {
  const { resource, filter, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [running, setRunning] = useState(false);

  const exportCsv = async () => {
    setRunning(true);
    try {
      const blob = await dataProvider.exportCsv(resource, { filter: { ...filterValues, ...filter }, sort });
      saveFile(blob, `${resource}-${localDate()}.csv`);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button label="ra.action.export" onClick={exportCsv} disabled={running || total === 0}>
      <DownloadIcon />
    </Button>
  );
};

/**
 * The top toolbar of every list: filters, create (react-admin hides it without the write
 * permission), and the server-side CSV export. `children` are extra actions of one list.
 */
export const ListActions = ({ children }: { children?: ReactNode }) => {
  const filters = useFilterContext();
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      {hasCreate && <CreateButton />}
      {children}
      <ExportCsvButton />
    </TopToolbar>
  );
};
