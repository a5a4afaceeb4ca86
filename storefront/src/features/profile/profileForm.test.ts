import { NAME_MAX } from '@voosh/shared';
import type { Profile } from './api/types';
import { PROFILE_FIELDS, toDraft, toUpdateBody, validateDraft } from './profileForm';

const unset = Object.fromEntries(PROFILE_FIELDS.map(({ name }) => [name, null])) as unknown as Profile;
const empty = toDraft(unset);

describe('profile form', () => {
  it('bounds trimmed values in characters, as the server and the database count them', () => {
    expect(validateDraft({ ...empty, firstName: ` ${'x'.repeat(NAME_MAX)} ` })).toEqual({});
    expect(validateDraft({ ...empty, firstName: '😀'.repeat(NAME_MAX) })).toEqual({});
    expect(validateDraft({ ...empty, phone: '1'.repeat(51) })).toEqual({ phone: 'Phone must be at most 50 characters' });
    expect(validateDraft({ ...empty, industry: 'a\u0000b' }).industry).toBeDefined();
  });

  it('sends all seven fields trimmed, a blank one as null', () => {
    expect(toUpdateBody({ ...empty, firstName: ' Ada ', company: '   ' })).toEqual({ ...unset, firstName: 'Ada' });
  });
});
