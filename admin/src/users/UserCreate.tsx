import { COMPANY_MAX, EMAIL_MAX, MESSAGES, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN_LENGTH, Role } from '@voosh/shared';
import {
  Create,
  email,
  maxLength,
  minLength,
  PasswordInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRedirect,
} from 'react-admin';
import { useNotifyFailure } from '../common/notifyFailure';
import { ROLE_CHOICES } from './userChanges';

interface NewUserValues {
  email?: string;
  password?: string;
}

/** Email and password are both required: each one missing carries the spec's text. */
export function validateNewUser(values: NewUserValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.email?.trim()) errors.email = MESSAGES.emailAndPasswordRequired;
  if (!values.password) errors.password = MESSAGES.emailAndPasswordRequired;
  return errors;
}

/** Create a user: email, password, role, first and last name, company. */
export default function UserCreate() {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  return (
    <Create
      title="New user"
      mutationOptions={{
        onSuccess: () => {
          notify(MESSAGES.userCreated, { type: 'success' });
          redirect('list', 'users');
        },
        onError: (error: unknown) => notifyFailure(MESSAGES.createUserFailed, error),
      }}
    >
      <SimpleForm
        validate={validateNewUser}
        defaultValues={{ role: Role.Customer }}
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        }
      >
        <TextInput
          source="email"
          label="Email"
          type="email"
          autoComplete="off"
          validate={[email(MESSAGES.invalidEmail), maxLength(EMAIL_MAX)]}
        />
        <PasswordInput
          source="password"
          label="Password"
          autoComplete="new-password"
          validate={[minLength(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort), maxLength(PASSWORD_MAX)]}
        />
        <SelectInput source="role" label="Role" choices={ROLE_CHOICES} />
        <TextInput source="firstName" label="First name" validate={maxLength(NAME_MAX)} />
        <TextInput source="lastName" label="Last name" validate={maxLength(NAME_MAX)} />
        <TextInput source="company" label="Company" validate={maxLength(COMPANY_MAX)} />
      </SimpleForm>
    </Create>
  );
}
