import { PROFILE_MAX } from '@voosh/shared';
import type { Profile, ProfileUpdate } from './api/types';

export type ProfileField = keyof ProfileUpdate;

export interface ProfileFieldSpec {
  name: ProfileField;
  label: string;
  /** The server's bound (PROFILE_MAX). */
  max: number;
  multiline?: boolean;
}

/** The seven profile fields, in form order; all free text, none required. */
export const PROFILE_FIELDS: readonly ProfileFieldSpec[] = [
  { name: 'firstName', label: 'First Name', max: PROFILE_MAX.firstName },
  { name: 'lastName', label: 'Last Name', max: PROFILE_MAX.lastName },
  { name: 'company', label: 'Company', max: PROFILE_MAX.company },
  { name: 'phone', label: 'Phone', max: PROFILE_MAX.phone },
  { name: 'industry', label: 'Industry', max: PROFILE_MAX.industry },
  { name: 'companySize', label: 'Company Size', max: PROFILE_MAX.companySize },
  { name: 'currentTools', label: 'Current Tools', max: PROFILE_MAX.currentTools, multiline: true },
];

/** The form's values: every field as text ('' for an unset one). */
export type ProfileDraft = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export function toDraft(profile: Profile): ProfileDraft {
  return Object.fromEntries(PROFILE_FIELDS.map(({ name }) => [name, profile[name] ?? ''])) as ProfileDraft;
}

/**
 * Mirrors the server: values are trimmed, then bounded. Counted in code points, as PostgreSQL
 * counts a column's characters (an emoji is one character, not two UTF-16 units).
 */
export function validateDraft(draft: ProfileDraft): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const { name, label, max } of PROFILE_FIELDS) {
    const value = draft[name].trim();
    if (value.includes('\u0000')) errors[name] = `${label} contains a character that is not allowed`;
    else if ([...value].length > max) errors[name] = `${label} must be at most ${max} characters`;
  }
  return errors;
}

/** The PUT body: all seven fields, trimmed; a blank one is sent as null (cleared). */
export function toUpdateBody(draft: ProfileDraft): ProfileUpdate {
  return Object.fromEntries(PROFILE_FIELDS.map(({ name }) => [name, draft[name].trim() || null])) as ProfileUpdate;
}
