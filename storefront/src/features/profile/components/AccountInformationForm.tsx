import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@voosh/shared';
import { useState, type FormEvent } from 'react';
import type { Profile } from '../api/types';
import { useUpdateProfile } from '../api/useUpdateProfile';
import { PROFILE_FIELDS, toDraft, toUpdateBody, validateDraft, type ProfileDraft, type ProfileErrors } from '../profileForm';
import { PROFILE_TEXTS } from '../profileTexts';
import { ProfileSection } from '../../../components/ProfileSection';
import { useProfileSaveToasts } from './useProfileSaveToasts';

/**
 * Account Information: the seven fields, read-only until Edit. Save sends them all and leaves
 * edit mode; Cancel drops the edits; a refused save keeps them for another try.
 */
export function AccountInformationForm({ profile }: { profile: Profile }) {
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const update = useUpdateProfile();
  const toasts = useProfileSaveToasts();
  const editing = draft !== null;
  const shown = draft ?? toDraft(profile);

  function toggleEditing() {
    setErrors({});
    setDraft(editing ? null : toDraft(profile));
  }

  function change(name: keyof ProfileDraft, value: string) {
    setDraft((current) => current && { ...current, [name]: value });
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (!draft || update.isPending) return;
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(toUpdateBody(draft), {
      onSuccess: () => {
        setDraft(null);
        toasts.saved();
      },
      onError: toasts.failed,
    });
  }

  return (
    <ProfileSection
      title={PROFILE_TEXTS.accountInformation}
      action={
        <Button variant={editing ? 'text' : 'outlined'} onClick={toggleEditing} disabled={update.isPending}>
          {editing ? MESSAGES.cancel : PROFILE_TEXTS.edit}
        </Button>
      }
    >
      <Box component="form" noValidate onSubmit={save} aria-label={PROFILE_TEXTS.accountInformation}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {PROFILE_FIELDS.map(({ name, label, multiline }) => (
            <TextField
              key={name}
              name={name}
              label={label}
              value={shown[name]}
              onChange={(event) => change(name, event.target.value)}
              error={Boolean(errors[name])}
              helperText={errors[name]}
              multiline={multiline}
              minRows={multiline ? 3 : undefined}
              fullWidth
              slotProps={{ input: { readOnly: !editing } }}
              sx={multiline ? { gridColumn: '1 / -1' } : undefined}
            />
          ))}
        </Box>
        {editing && (
          <Button
            type="submit"
            variant="contained"
            disabled={update.isPending}
            startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            sx={{ mt: 3 }}
          >
            {update.isPending ? PROFILE_TEXTS.saving : PROFILE_TEXTS.saveChanges}
          </Button>
        )}
      </Box>
    </ProfileSection>
  );
}
