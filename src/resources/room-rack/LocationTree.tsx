import { useEffect, useRef, useState } from 'react';
import { useCanAccess, useTranslate, type Identifier } from 'react-admin';
import { Box, Button, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { WarehouseTree } from '../../../contract/locations';
import { DeleteLocationDialog, type LocationToDelete } from './DeleteLocationDialog';
import { InlineLocationForm } from './InlineLocationForm';
import { FOCUS_KEY_ATTRIBUTE, type Editing, type TreeEditor } from './treeEditor';
import { childListSx, EmptyNode, NodeLine, RoomNode } from './TreeNodes';
import { useLocationEdits } from './useWarehouseTree';

const ADD_ROOM_FOCUS_KEY = 'add-room';

/**
 * Warehouse → rooms → racks as one tree. With manage_rooms every level is edited in place,
 * one inline form at a time; closing a form gives the focus back to the control that opened it.
 */
export const LocationTree = ({ tree }: { tree: WarehouseTree }) => {
  const translate = useTranslate();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'rooms', action: 'edit' });
  const edits = useLocationEdits();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<LocationToDelete | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<Identifier>>(() => new Set());
  const container = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<string | null>(null);

  useEffect(() => {
    if (editing !== null || !returnFocusTo.current) return;
    container.current?.querySelector<HTMLElement>(`[${FOCUS_KEY_ATTRIBUTE}="${returnFocusTo.current}"]`)?.focus();
    returnFocusTo.current = null;
  }, [editing]);

  const editor: TreeEditor = {
    canEdit,
    editing,
    startEditing: (next, focusKey) => {
      returnFocusTo.current = focusKey;
      setEditing(next);
    },
    stopEditing: () => setEditing(null),
    askDelete: setDeleting,
    edits,
  };

  const toggle = (roomId: Identifier) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(roomId)) next.add(roomId);
      return next;
    });

  const { warehouse, rooms } = tree;
  const rackCount = rooms.reduce((sum, room) => sum + room.racks.length, 0);
  const addingRoom = editing?.action === 'add-room';

  return (
    <Box ref={container}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={translate('app.room_rack.tree_label', { code: warehouse.code })}>
        <li>
          <NodeLine
            actions={
              canEdit && (
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() => editor.startEditing({ action: 'add-room', warehouseId: warehouse.id }, ADD_ROOM_FOCUS_KEY)}
                  {...{ [FOCUS_KEY_ATTRIBUTE]: ADD_ROOM_FOCUS_KEY }}
                >
                  {translate('app.locations.add_room')}
                </Button>
              )
            }
          >
            <WarehouseIcon color="primary" />
            <Typography component="h2" variant="h6" sx={{ fontSize: '1.1rem' }}>
              {warehouse.code} — {warehouse.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {translate('app.locations.room_count', { smart_count: rooms.length })} ·{' '}
              {translate('app.locations.rack_count', { smart_count: rackCount })}
            </Typography>
            {!warehouse.active && <Chip size="small" label={translate('app.locations.inactive')} />}
          </NodeLine>
          <Box component="ul" sx={childListSx(3)} aria-label={translate('app.room_rack.rooms_of', { code: warehouse.code })}>
            {rooms.map((room) => (
              <RoomNode key={room.id} room={room} expanded={!collapsed.has(room.id)} onToggle={() => toggle(room.id)} editor={editor} />
            ))}
            {rooms.length === 0 && !addingRoom && <EmptyNode text="app.locations.no_rooms" />}
            {addingRoom && (
              <li>
                <InlineLocationForm
                  resource="rooms"
                  label={translate('app.room_rack.add_room_to', { code: warehouse.code })}
                  onSave={(naming) => edits.addRoom(warehouse.id, naming).then(editor.stopEditing)}
                  onCancel={editor.stopEditing}
                />
              </li>
            )}
          </Box>
        </li>
      </Box>
      {deleting && (
        <DeleteLocationDialog
          key={`${deleting.resource}-${deleting.record.id}`}
          {...deleting}
          remove={edits.remove}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
};
