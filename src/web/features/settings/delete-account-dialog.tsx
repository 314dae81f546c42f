import { useQueryClient } from '@tanstack/react-query'

import { deleteAccountSchema } from '../../../shared/schemas/account'
import { useDeleteAccount } from '../../api/account'
import { forgetDeletedAccount } from '../../api/session-actions'
import { SaveError } from '../../components/error-alert'
import { TextField } from '../../components/fields/text-field'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'

/**
 * Delete the account: the question of a confirm dialog, with the password asked again, and a red button
 * named for the act. The server deletes every row of the account in one transaction; then this browser
 * forgets the session and shows the sign-in screen, in every tab.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient()
  const remove = useDeleteAccount()
  const form = useSchemaForm(deleteAccountSchema, { defaultValues: { password: '' } })
  const onSubmit = form.submit(async (values) => {
    await remove.mutateAsync(values)
    forgetDeletedAccount(queryClient)
  })

  return (
    <Dialog
      role="alertdialog"
      title="Delete Account"
      description="Are you sure you want to delete your account? Every item, receipt, expense, vendor, reading and setting in it is deleted, and this cannot be undone."
      onClose={onClose}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <SaveError error={form.saveError} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          hint="Enter your password to confirm"
          {...form.field('password')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={form.isSaving}>
            {form.isSaving ? 'Deleting...' : 'Delete Account'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
