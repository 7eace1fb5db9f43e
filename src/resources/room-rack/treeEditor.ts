import type { Identifier } from 'react-admin';
import type { LocationToDelete } from './DeleteLocationDialog';
import type { LocationEdits, LocationResource } from './useWarehouseTree';

/** The one inline form open in the tree, if any. */
export type Editing =
  | { action: 'add-room'; warehouseId: Identifier }
  | { action: 'add-rack'; roomId: Identifier }
  | { action: 'rename'; resource: LocationResource; id: Identifier };

/** What the tree's nodes need to offer and run edits. */
export interface TreeEditor {
  /** manage_rooms: without it the tree is read-only. */
  canEdit: boolean;
  editing: Editing | null;
  /** `focusKey` names the control that gets the focus back when the form closes. */
  startEditing(editing: Editing, focusKey: string): void;
  stopEditing(): void;
  askDelete(target: LocationToDelete): void;
  edits: LocationEdits;
}

export const FOCUS_KEY_ATTRIBUTE = 'data-focus-key';

export const isRenaming = (editing: Editing | null, resource: LocationResource, id: Identifier) =>
  editing?.action === 'rename' && editing.resource === resource && editing.id === id;
