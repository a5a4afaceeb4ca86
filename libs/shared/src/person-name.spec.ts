import { fullName, nameOrEmail } from './person-name';

describe('person names', () => {
  it('joins the names that are given', () => {
    expect(fullName({ firstName: 'Grace', lastName: 'Hopper' })).toBe('Grace Hopper');
    expect(fullName({ firstName: 'Grace', lastName: null })).toBe('Grace');
    expect(fullName({ firstName: '', lastName: 'Hopper' })).toBe('Hopper');
    expect(fullName({ firstName: ' Grace ', lastName: '  ' })).toBe('Grace');
  });

  it('falls back to the e-mail without a name', () => {
    expect(nameOrEmail({ firstName: null, lastName: undefined, email: 'g@example.com' })).toBe('g@example.com');
    expect(nameOrEmail({ firstName: 'Grace', email: 'g@example.com' })).toBe('Grace');
  });
});
