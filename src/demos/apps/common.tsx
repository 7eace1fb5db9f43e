import { useState, useSyncExternalStore, type MouseEvent } from 'react';
import { Avatar, AvatarGroup, IconButton, Menu, MenuItem, type AvatarProps } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';

let lastId = 0;

/** A fresh id for an item made in the browser; sample data uses fixed ids. */
export function newId(prefix: string): string {
  lastId += 1;
  return `${prefix}-${Date.now().toString(36)}-${lastId}`;
}

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

// The demos carry no pictures (offline machine, strict CSP): a person is a coloured circle with initials.
const AVATAR_COLOURS = ['#4669FA', '#0CE7FA', '#FA916B', '#50C793', '#F1595C', '#A0AEC0', '#7B61FF', '#E2A03F'];

const colourOf = (name: string) => AVATAR_COLOURS[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % AVATAR_COLOURS.length];

export const InitialsAvatar = ({ name, size = 32, sx, ...props }: { name: string; size?: number } & AvatarProps) => (
  <Avatar alt={name} title={name} {...props} sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: colourOf(name), ...sx }}>
    {initialsOf(name)}
  </Avatar>
);

export const PeopleAvatars = ({ names, max = 3 }: { names: readonly string[]; max?: number }) => (
  <AvatarGroup max={max} sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 11 } }}>
    {names.map((name) => (
      <InitialsAvatar key={name} name={name} size={28} />
    ))}
  </AvatarGroup>
);

/** A "more" button whose menu lists an item's actions; keyboard users reach every action here. */
interface ActionMenuProps {
  label: string;
  items: { label: string; onSelect: () => void; disabled?: boolean }[];
}

export const ActionMenu = ({ label, items }: ActionMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton size="small" aria-label={label} aria-haspopup="menu" onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.label}
            disabled={item.disabled}
            onClick={() => {
              setAnchor(null);
              item.onSelect();
            }}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

export interface DemoStore<State, Action> {
  getState: () => State;
  dispatch: (action: Action) => void;
  reset: () => void;
  useStore: () => [State, (action: Action) => void];
}

/**
 * A reducer kept outside React, for the demos whose state must outlive one page: the projects
 * list and detail pages share it, and the chat keeps its conversations across visits.
 */
export function createDemoStore<State, Action>(reducer: (state: State, action: Action) => State, initial: () => State): DemoStore<State, Action> {
  let state = initial();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getState = () => state;
  const dispatch = (action: Action) => {
    state = reducer(state, action);
    notify();
  };
  return {
    getState,
    dispatch,
    reset: () => {
      state = initial();
      notify();
    },
    useStore: () => [useSyncExternalStore(subscribe, getState), dispatch],
  };
}
