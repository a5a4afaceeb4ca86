import { ARM_ICON_MAX, ARM_NAME_MAX, ARM_TITLE_MAX, TEXT_MAX } from '@voosh/shared';
import { maxLength, NumberInput, regex, required, SimpleForm, TextInput, type ToolbarProps } from 'react-admin';
import type { ReactElement } from 'react';

/** The API's rules of an arm's fields (its CreateArmDto). */
export const ARM_RULES = {
  name: [required(), maxLength(ARM_NAME_MAX), regex(/^[A-Za-z0-9-]+$/, 'Letters, digits and hyphens only')],
  title: [required(), maxLength(ARM_TITLE_MAX)],
  description: [required(), maxLength(TEXT_MAX)],
  icon: [required(), maxLength(ARM_ICON_MAX), regex(/^[A-Za-z0-9]+$/, 'A Material icon name, such as Gavel')],
  color: [required(), regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'A colour such as #2563eb')],
};

/** The fields of an arm, for its create and edit pages. */
export function ArmForm({ toolbar }: { toolbar?: ReactElement<ToolbarProps> }) {
  return (
    <SimpleForm toolbar={toolbar}>
      <TextInput source="name" label="Name" validate={ARM_RULES.name} helperText="Its lowercase form is the arm page's address" />
      <TextInput source="title" label="Title" validate={ARM_RULES.title} fullWidth />
      <TextInput source="description" label="Description" validate={ARM_RULES.description} multiline minRows={3} fullWidth />
      <TextInput source="icon" label="Icon" validate={ARM_RULES.icon} />
      <TextInput source="color" label="Colour" validate={ARM_RULES.color} />
      <NumberInput source="position" label="Position" min={0} step={1} helperText="Display order, ascending" />
    </SimpleForm>
  );
}
