import { useMutation } from '@tanstack/react-query'

import type { ChangePassword, DeleteAccount } from '../../shared/schemas/account'

import { api, call } from './client'

/** Change the password: the other sessions of the account end; this one goes on with a new cookie. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (values: ChangePassword) => call(api.account.password.$post({ json: values })),
  })
}

/** Delete the account and everything in it; the caller then forgets the session in the browser. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (values: DeleteAccount) => call(api.account.delete.$post({ json: values })),
  })
}
