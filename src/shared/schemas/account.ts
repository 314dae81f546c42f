import { z } from 'zod'

import { AUTH_MESSAGES } from '../../domain/messages'
import { PASSWORD_MIN_LENGTH } from '../../domain/settings'

/** The longest password better-auth takes (its default), so a longer one is refused with our words. */
export const PASSWORD_MAX_LENGTH = 128

/** What the account section says when a password is refused. */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Enter your current password',
  passwordRequired: 'Enter your password',
  newPasswordTooShort: `The new password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `A password has at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordsDoNotMatch: AUTH_MESSAGES.passwordsDoNotMatch,
  wrongCurrentPassword: 'The current password is not correct',
  wrongPassword: 'The password is not correct',
} as const

/** A password as typed: never trimmed, since its spaces are part of it. */
const typedPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong)

/** Change password (spec 5: at least 6 characters; the confirmation must match, else 'Passwords do not match'). */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: typedPassword(ACCOUNT_MESSAGES.currentPasswordRequired),
    newPassword: z
      .string({ error: ACCOUNT_MESSAGES.newPasswordTooShort })
      .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.newPasswordTooShort)
      .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
    confirmPassword: z.string({ error: ACCOUNT_MESSAGES.passwordsDoNotMatch }),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
  })

export type ChangePassword = z.infer<typeof changePasswordSchema>

/** Delete account: the password, asked again. */
export const deleteAccountSchema = z.strictObject({
  password: typedPassword(ACCOUNT_MESSAGES.passwordRequired),
})

export type DeleteAccount = z.infer<typeof deleteAccountSchema>
