import { useId, useState, type MouseEvent } from 'react';
import { Menu, MenuItem } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, useCanAccessResources, useTranslate } from 'react-admin';
import { IMPORT_TARGETS, type ImportKind } from '../../../../contract/imports';
import { ImportDialog } from './ImportDialog';

/**
 * A list's Import action, for users who may create its records. A list with more than one kind
 * of import (products and their prices, of the one resource) offers them in a small menu. As
 * react-admin's other toolbar buttons, it shows only its icon, labelled, on a phone.
 * `kinds`: the imports of one list (one resource), the first deciding who may use them.
 */
export const ImportButton = ({ kinds }: { kinds: readonly [ImportKind, ...ImportKind[]] }) => {
  const translate = useTranslate();
  // What the import writes beyond its list (locations make rooms and racks too): the server asks for every one's permission.
  const { resource, alsoWrites } = IMPORT_TARGETS[kinds[0]];
  const written = [resource, ...alsoWrites];
  const { canAccess } = useCanAccessResources({ resources: written, action: 'create' });
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [kind, setKind] = useState<ImportKind | null>(null);
  if (!written.every((name) => canAccess?.[name])) return null;

  const withMenu = kinds.length > 1;
  const open = (event: MouseEvent<HTMLElement>) => (withMenu ? setMenuAnchor(event.currentTarget) : setKind(kinds[0]));
  const choose = (chosen: ImportKind) => {
    setMenuAnchor(null);
    setKind(chosen);
  };

  return (
    <>
      <Button
        label="app.imports.action"
        onClick={open}
        {...(withMenu ? { 'aria-haspopup': 'menu' as const, 'aria-controls': menuAnchor ? menuId : undefined, 'aria-expanded': !!menuAnchor } : {})}
      >
        <UploadFileIcon />
      </Button>
      {withMenu && (
        <Menu id={menuId} anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
          {kinds.map((item) => (
            <MenuItem key={item} onClick={() => choose(item)}>
              {translate(`app.imports.kinds.${item}`)}
            </MenuItem>
          ))}
        </Menu>
      )}
      {kind && <ImportDialog kind={kind} onClose={() => setKind(null)} />}
    </>
  );
};
