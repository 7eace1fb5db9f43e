import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import type { Rack, Room } from '../../../contract/locations';
import { HoldsStockMarker } from './HoldsStockMarker';
import { InlineLocationForm } from './InlineLocationForm';
import { FOCUS_KEY_ATTRIBUTE, isRenaming, type TreeEditor } from './treeEditor';
import type { LocationRecord, LocationResource } from './useWarehouseTree';

/** One line of the tree: what the location is (wrapping on narrow screens), then what may be done with it. */
export const NodeLine = ({ children, actions }: { children: ReactNode; actions?: ReactNode }) => (
  <Box
    sx={{
      display: 'flex',
      alignItems: 'center',
      gap: 1,
      minHeight: 44,
      px: 1,
      borderRadius: 1,
      '&:hover, &:focus-within': { bgcolor: 'action.hover' },
    }}
  >
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, flex: 1, minWidth: 0 }}>{children}</Box>
    <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>{actions}</Box>
  </Box>
);

interface NodeButtonProps {
  label: string;
  focusKey: string;
  icon: ReactNode;
  onClick(): void;
}

/** An icon action whose name screen readers and the tooltip both give. */
const NodeButton = ({ label, focusKey, icon, onClick }: NodeButtonProps) => (
  <Tooltip title={label} disableInteractive>
    <IconButton size="small" aria-label={label} onClick={onClick} {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}>
      {icon}
    </IconButton>
  </Tooltip>
);

export const EmptyNode = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ px: 1, py: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {translate(text)}
      </Typography>
    </Box>
  );
};

/** Nested lists indent so a child's icon sits under its parent's code; less on phones. */
export const childListSx = (indent: number) => ({ listStyle: 'none', m: 0, pl: { xs: indent / 2, sm: indent }, pr: 0, py: 0 }) as const;

interface LocationLineProps {
  resource: LocationResource;
  record: LocationRecord;
  icon: ReactNode;
  editor: TreeEditor;
  /** Before the icon: a room's expand toggle. */
  leading?: ReactNode;
  /** After the name: a room's rack count. */
  extra?: ReactNode;
  /** Before rename and delete: a room's "add rack". */
  moreActions?: ReactNode;
}

/** A room or rack: its line, or the rename form in its place. */
const LocationLine = ({ resource, record, icon, editor, leading, extra, moreActions }: LocationLineProps) => {
  const translate = useTranslate();
  const kind = resource === 'rooms' ? 'room' : 'rack';
  if (isRenaming(editor.editing, resource, record.id)) {
    return (
      <InlineLocationForm
        resource={resource}
        initial={{ code: record.code, name: record.name }}
        label={translate(`app.room_rack.rename_${kind}`, { code: record.code })}
        onSave={(naming) => editor.edits.rename(resource, record, naming).then(editor.stopEditing)}
        onCancel={editor.stopEditing}
      />
    );
  }
  const actions = editor.canEdit && (
    <>
      {moreActions}
      <NodeButton
        label={translate(`app.room_rack.rename_${kind}`, { code: record.code })}
        focusKey={`rename-${resource}-${record.id}`}
        icon={<EditIcon fontSize="small" />}
        onClick={() => editor.startEditing({ action: 'rename', resource, id: record.id }, `rename-${resource}-${record.id}`)}
      />
      <NodeButton
        label={translate(`app.room_rack.delete_${kind}`, { code: record.code })}
        focusKey={`delete-${resource}-${record.id}`}
        icon={<DeleteIcon fontSize="small" />}
        onClick={() => editor.askDelete({ resource, record })}
      />
    </>
  );
  return (
    <NodeLine actions={actions}>
      {leading}
      {icon}
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {record.code}
      </Typography>
      {record.name && (
        <Typography component="span" color="text.secondary">
          {record.name}
        </Typography>
      )}
      {extra}
      <HoldsStockMarker holdsStock={record.holds_stock} />
    </NodeLine>
  );
};

const RackNode = ({ rack, editor }: { rack: Rack; editor: TreeEditor }) => (
  <li>
    <LocationLine resource="racks" record={rack} icon={<ViewModuleIcon fontSize="small" color="action" />} editor={editor} />
  </li>
);

interface RoomNodeProps {
  room: Room & { racks: Rack[] };
  expanded: boolean;
  onToggle(): void;
  editor: TreeEditor;
}

export const RoomNode = ({ room, expanded, onToggle, editor }: RoomNodeProps) => {
  const translate = useTranslate();
  const racksId = `room-${room.id}-racks`;
  const addingRack = editor.editing?.action === 'add-rack' && editor.editing.roomId === room.id;
  const toggleLabel = translate(expanded ? 'app.room_rack.collapse' : 'app.room_rack.expand', { code: room.code });
  const toggle = (
    <Tooltip title={toggleLabel} disableInteractive>
      <IconButton size="small" aria-label={toggleLabel} aria-expanded={expanded} aria-controls={racksId} onClick={onToggle}>
        {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
  return (
    <li>
      <LocationLine
        resource="rooms"
        record={room}
        icon={<MeetingRoomIcon fontSize="small" color="action" />}
        editor={editor}
        leading={toggle}
        extra={
          <Typography component="span" variant="body2" color="text.secondary">
            {translate('app.locations.rack_count', { smart_count: room.racks.length })}
          </Typography>
        }
        moreActions={
          <NodeButton
            label={translate('app.room_rack.add_rack_to', { code: room.code })}
            focusKey={`add-rack-${room.id}`}
            icon={<AddIcon fontSize="small" />}
            onClick={() => {
              if (!expanded) onToggle();
              editor.startEditing({ action: 'add-rack', roomId: room.id }, `add-rack-${room.id}`);
            }}
          />
        }
      />
      {expanded && (
        <Box component="ul" id={racksId} sx={childListSx(7)} aria-label={translate('app.room_rack.racks_of', { code: room.code })}>
          {room.racks.map((rack) => (
            <RackNode key={rack.id} rack={rack} editor={editor} />
          ))}
          {room.racks.length === 0 && !addingRack && <EmptyNode text="app.locations.no_racks" />}
          {addingRack && (
            <li>
              <InlineLocationForm
                resource="racks"
                label={translate('app.room_rack.add_rack_to', { code: room.code })}
                onSave={(naming) => editor.edits.addRack(room.id, naming).then(editor.stopEditing)}
                onCancel={editor.stopEditing}
              />
            </li>
          )}
        </Box>
      )}
    </li>
  );
};
