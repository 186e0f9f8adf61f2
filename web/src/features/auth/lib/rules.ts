import type { RegisterOptions } from 'react-hook-form';

/**
 * The sign-in and register forms' rules, with the seed's messages, as
 * react-hook-form's own validation: these two pages are a visitor's first
 * ones, and zod would add 9 KB of JavaScript to each (issue 38's budget of
 * 130 KB for them). Every other form validates with a zod schema.
 */

/** An e-mail address as zod's email() reads one. */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const emailRules = {
  setValueAs: trim,
  required: 'Email is required',
  pattern: { value: EMAIL_PATTERN, message: 'Please enter a valid email address' },
} satisfies RegisterOptions;

/** A name field: required, at most 100 characters once trimmed. */
export function nameRules(label: 'First name' | 'Last name') {
  return {
    setValueAs: trim,
    required: `${label} is required`,
    maxLength: { value: 100, message: `${label} is too long` },
  } satisfies RegisterOptions;
}

export const signInPasswordRules = { required: 'Password is required' } satisfies RegisterOptions;

export const newPasswordRules = {
  minLength: { value: 8, message: 'Password must be at least 8 characters' },
  maxLength: { value: 200, message: 'Password is too long' },
  required: 'Password must be at least 8 characters',
} satisfies RegisterOptions;
