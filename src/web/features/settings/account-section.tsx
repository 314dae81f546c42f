import { KeyRound, Trash2 } from 'lucide-react'
import { useState } from 'react'

import { Button } from '../../components/ui/button'

import { ChangePasswordDialog } from './change-password-dialog'
import { DeleteAccountDialog } from './delete-account-dialog'
import { Section, SettingRow } from './settings-rows'

type OpenDialog = 'password' | 'delete' | null

/** The signed-in person's account: change the password, or delete the account with everything in it. */
export function AccountSection() {
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null)
  const [hasChangedPassword, setHasChangedPassword] = useState(false)
  const close = () => setOpenDialog(null)

  return (
    <>
      <Section title="Account">
        <SettingRow
          title="Password"
          description="Other devices are signed out when it changes"
          action={
            <Button variant="secondary" size="sm" onClick={() => setOpenDialog('password')}>
              <KeyRound aria-hidden="true" className="size-4" />
              Change Password
            </Button>
          }
        />
        {hasChangedPassword ? (
          <p
            role="status"
            className="bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 sm:px-5 dark:bg-emerald-500/10 dark:text-emerald-100"
          >
            Password changed. Every other device signed in to this account was signed out.
          </p>
        ) : null}
        <SettingRow
          title="Delete Account"
          description="Deletes the account and all its data. It cannot be undone."
          action={
            <Button variant="danger" size="sm" onClick={() => setOpenDialog('delete')}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete Account
            </Button>
          }
        />
      </Section>

      {openDialog === 'password' ? (
        <ChangePasswordDialog
          onClose={close}
          onChanged={() => {
            setHasChangedPassword(true)
            close()
          }}
        />
      ) : null}
      {openDialog === 'delete' ? <DeleteAccountDialog onClose={close} /> : null}
    </>
  )
}
