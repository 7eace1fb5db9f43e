import type { AliasRoute } from '../shared/aliasRoutes';
import { lazyPage } from '../../ui/lazyPage';

const ProductCreate = lazyPage(() => import('./ProductCreate'), 'ProductCreate');
const ProductList = lazyPage(() => import('./ProductList'), 'ProductList');

export const ROUTES: readonly AliasRoute[] = [
  { path: '/church', action: 'read', resource: 'products', view: <ProductList /> },
  { path: '/church-add', action: 'create', resource: 'products', view: <ProductCreate /> },
];
