import type { ResourceProps } from 'react-admin';
import WebhookIcon from '@mui/icons-material/Webhook';
import { lazyPage } from '../../ui/lazyPage';

const WebhookCreate = lazyPage(() => import('./WebhookCreate'), 'WebhookCreate');
const WebhookEdit = lazyPage(() => import('./WebhookEdit'), 'WebhookEdit');
const WebhookList = lazyPage(() => import('./WebhookList'), 'WebhookList');
const WebhookShow = lazyPage(() => import('./WebhookShow'), 'WebhookShow');

export default {
  list: WebhookList,
  create: WebhookCreate,
  edit: WebhookEdit,
  show: WebhookShow,
  icon: WebhookIcon,
  recordRepresentation: 'url',
} satisfies Omit<ResourceProps, 'name'>;
