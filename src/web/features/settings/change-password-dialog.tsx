import { PASSWORD_MIN_LENGTH } from '../../../domain/settings'
import { changePasswordSchema } from '../../../shared/schemas/account'
import { useChangePassword } from '../../api/account'
import { TextField } from '../../components/fields/text-field'
import { FormDialog } from '../../components/form/form-dialog'
import { useSchemaForm } from '../../components/form/use-schema-form'

/**
 * Change the password (spec 5: at least 6 characters, and the confirmation must match). The server signs
 * every other session of the account out; this one stays signed in.
 */
export function ChangePasswordDialog({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const change = useChangePassword()
  const form = useSchemaForm(changePasswordSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })

  return (
    <FormDialog
      title="Change Password"
      description="Every other device signed in to this account is signed out; this one stays signed in."
      form={form}
      // Passwords are never written to storage.
      draft={null}
      onClose={onClose}
      submitLabel="Change Password"
      pendingLabel="Changing..."
      onSave={async (values) => {
        await change.mutateAsync(values)
        onChanged()
      }}
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        {...form.field('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
    </FormDialog>
  )
}
