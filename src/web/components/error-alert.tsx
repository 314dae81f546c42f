import type { ReactNode } from 'react'

import { errorMessage } from '../lib/errors'

/** The red box that tells a person what went wrong, announced to screen readers (spec 8: 'a red box'). */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm whitespace-pre-line text-red-700 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300"
    >
      {children}
    </p>
  )
}

/** A failed save, in the server's words, above the form the user is still filling in. */
export function SaveError({ error }: { error: unknown }) {
  if (!error) return null
  return <ErrorAlert>{errorMessage(error)}</ErrorAlert>
}
