import { useMemo } from 'react';
import { useGetIdentity, usePermissions } from 'react-admin';
import { permissionsBeyond } from '../../../contract/permissions';

export interface Privilege {
  /** The signed-in user's id; undefined until known. */
  selfId: string | number | undefined;
  /** The permissions of `wanted` (a role's or a user's, comma-separated) that the signed-in user lacks. */
  beyond(wanted: string | null | undefined): string[];
  /** False until the signed-in user's permissions are known: until then nothing is offered. */
  known: boolean;
}

/**
 * DESIGN.md §3 "Privilege is never gained sideways" (issue 32), on the staff screens: a role is
 * offered, a permission tickable, a user or role changeable only within what the signed-in user
 * holds. The server refuses the same (services/privilege.ts); the screens say it first.
 */
export function usePrivilege(): Privilege {
  const { permissions, isPending } = usePermissions<string[]>();
  const { identity } = useGetIdentity();
  return useMemo(() => {
    const held = new Set(permissions ?? []);
    return { selfId: identity?.id, beyond: (wanted) => permissionsBeyond(held, wanted), known: !isPending };
  }, [permissions, isPending, identity?.id]);
}
