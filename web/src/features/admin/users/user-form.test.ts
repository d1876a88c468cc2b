import { describe, expect, it } from 'vitest';
import { trimmedUserForm, validateUserForm } from './user-form';

describe('admin user form', () => {
  it('requires every field and a valid e-mail', () => {
    expect(validateUserForm({ fullName: ' ', email: '', country: '' })).toEqual({
      fullName: 'Full Name is required.',
      email: 'Email is required.',
      country: 'Country is required.',
    });
    expect(validateUserForm({ fullName: 'Ana Cruz', email: 'ana@', country: 'Philippines' })).toEqual({
      email: 'Enter a valid e-mail address.',
    });
    expect(validateUserForm({ fullName: 'Ana Cruz', email: 'ana@example.com', country: 'Philippines' })).toEqual({});
  });

  it('sends trimmed values with a lower-case e-mail', () => {
    expect(trimmedUserForm({ fullName: ' Ana ', email: ' Ana@Example.com ', country: ' PH ' })).toEqual({
      fullName: 'Ana',
      email: 'ana@example.com',
      country: 'PH',
    });
  });
});
