import { describe, expect, it } from 'vitest';
import { ChangePasswordFormSchema, NewPasswordFormSchema, RegisterFormSchema, type RegisterForm } from './forms.ts';
import { AUTH_MESSAGES } from './messages.ts';

const empty: RegisterForm = {
  role: '',
  name: '',
  instituteCode: '',
  udiseCode: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  agree: false,
};
const errors = (form: Partial<RegisterForm>) =>
  Object.fromEntries(
    (RegisterFormSchema.safeParse({ ...empty, ...form }).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('registration form', () => {
  it('asks for a role before anything else', () => {
    expect(errors({})).toEqual({ role: 'Please select a role.' });
  });

  it('gives each missing field of an institute its message', () => {
    expect(errors({ role: 'instituteAdmin' })).toEqual({
      name: 'Institute Name is required.',
      instituteCode: 'Institute Code is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
      password: 'Password is required.',
      confirmPassword: 'Please confirm your password.',
      agree: 'You must agree to the terms to register.',
    });
  });

  it('a job seeker needs a name, matching passwords and the agreement', () => {
    const form = {
      role: 'jobseeker',
      email: 'a@b.in',
      phone: '9876543210',
      password: 'Secret@123',
      confirmPassword: 'Secret@124',
    };
    expect(errors(form)).toEqual({
      name: 'Name is required.',
      confirmPassword: 'Passwords do not match.',
      agree: 'You must agree to the terms to register.',
    });
    expect(errors({ ...form, name: 'Asha', confirmPassword: 'Secret@123', agree: true })).toEqual({});
  });
});

describe('an institute registration', () => {
  const school = {
    role: 'instituteAdmin',
    name: 'Sri Saraswathi Vidyalaya',
    instituteCode: 'SSV-MDU',
    email: 'office@ssv.in',
    phone: '9843012345',
    password: 'Vidya@2026',
    confirmPassword: 'Vidya@2026',
    agree: true,
  };

  it('takes an optional UDISE code of exactly 11 digits, spaces between the groups allowed', () => {
    expect(errors(school)).toEqual({});
    expect(errors({ ...school, udiseCode: '3304 0501 203' })).toEqual({});
    for (const bad of ['3304050120', '330405012031', '3304O501203'])
      expect(errors({ ...school, udiseCode: bad })).toEqual({ udiseCode: 'UDISE code must be exactly 11 digits.' });
  });
});

describe('password forms', () => {
  const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('a new password must meet every rule and be confirmed alike', () => {
    expect(NewPasswordFormSchema.safeParse({ newPassword: 'Secret@123', confirmPassword: 'Secret@123' }).success).toBe(
      true,
    );
    expect(
      errorsOf(NewPasswordFormSchema.safeParse({ newPassword: 'secret123', confirmPassword: 'secret123' })),
    ).toEqual({
      newPassword: AUTH_MESSAGES.passwordRulesUnmet,
    });
    expect(
      errorsOf(NewPasswordFormSchema.safeParse({ newPassword: 'Secret@123', confirmPassword: 'Secret@124' })),
    ).toEqual({
      confirmPassword: AUTH_MESSAGES.passwordsDoNotMatch,
    });
  });

  it('changing a password also needs the current one', () => {
    expect(
      errorsOf(
        ChangePasswordFormSchema.safeParse({
          currentPassword: '',
          newPassword: 'Secret@123',
          confirmPassword: 'Secret@123',
        }),
      ),
    ).toEqual({
      currentPassword: 'Current password is required.',
    });
  });
});
