/** What a person's name is made of, on any of the user shapes (entity, answer, form). */
export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}

/** 'Grace Hopper', 'Grace', or '' when no name is given (a part of spaces only is none). */
export const fullName = ({ firstName, lastName }: Omit<NamedPerson, 'email'>): string =>
  [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** The person's full name, else their e-mail. */
export const nameOrEmail = (person: NamedPerson): string => fullName(person) || person.email;
