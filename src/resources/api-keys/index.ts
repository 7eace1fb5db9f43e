import type { ResourceProps } from 'react-admin';
import KeyIcon from '@mui/icons-material/Key';
import { lazyPage } from '../../ui/lazyPage';

const ApiKeyCreate = lazyPage(() => import('./ApiKeyCreate'), 'ApiKeyCreate');
const ApiKeyList = lazyPage(() => import('./ApiKeyList'), 'ApiKeyList');
const ApiKeyShow = lazyPage(() => import('./ApiKeyShow'), 'ApiKeyShow');

// No edit: a key is never changed, only made and revoked (docs/decisions.md "Integrations").
export default {
  list: ApiKeyList,
  create: ApiKeyCreate,
  show: ApiKeyShow,
  icon: KeyIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
