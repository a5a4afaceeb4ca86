import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isRole } from '@voosh/shared';
import type { MouseEvent } from 'react';
import { useGetIdentity } from 'react-admin';
import type { UserRecord } from '../data/types';
import { ROLE_CHOICES, roleLabel, USER_TEXTS, useUserChanges } from './userChanges';

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * Change role between admin and customer, and activate or deactivate: each saved at once. Not on
 * your own account (the API refuses it): its role is only stated there.
 */
export function UserAccessControls({ user, size = 'small' }: { user: UserRecord; size?: 'small' | 'medium' }) {
  const { changeRole, setActive, isPending } = useUserChanges();
  const { identity } = useGetIdentity();
  const who = user.email;
  if (identity !== undefined && String(identity.id) === String(user.id))
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size={size} label={roleLabel(user.role)} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {USER_TEXTS.yourAccount}
        </Typography>
      </Stack>
    );
  return (
    <Stack direction="row" spacing={1} onClick={stop} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size={size}
        label="Role"
        value={user.role}
        disabled={isPending}
        onChange={(event) => {
          if (isRole(event.target.value) && event.target.value !== user.role) void changeRole(user, event.target.value);
        }}
        sx={{ minWidth: 120 }}
      >
        {ROLE_CHOICES.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        size={size}
        variant="outlined"
        color={user.isActive ? 'error' : 'success'}
        disabled={isPending}
        onClick={() => void setActive(user, !user.isActive)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        aria-label={`${user.isActive ? USER_TEXTS.deactivate : USER_TEXTS.activate} ${who}`}
      >
        {user.isActive ? USER_TEXTS.deactivate : USER_TEXTS.activate}
      </Button>
    </Stack>
  );
}

/** Active or Inactive, as a chip. */
export function ActiveChip({ user }: { user: UserRecord }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={user.isActive ? 'success' : 'default'}
      label={user.isActive ? USER_TEXTS.active : USER_TEXTS.inactive}
    />
  );
}
