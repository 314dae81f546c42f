import { createContext, useContext } from 'react'

/** What to ask. The confirm button is named for the act ('Delete', 'Sign Out'), never 'OK'. */
export interface ConfirmRequest {
  /** The spec's question, word for word: 'Are you sure you want to delete this item?'. */
  question: string
  confirmLabel: string
  /** The other button, named for staying ('Keep Editing') where 'Cancel' would read as the act itself. */
  cancelLabel?: string
  /** A heading above the question; without one the question is the heading. */
  title?: string
  /** 'danger' paints the confirm button red, for acts that destroy data. */
  tone?: 'default' | 'danger'
}

/** Ask a question; resolves true when confirmed, false on Cancel, Escape or the backdrop. */
export type Confirm = (request: ConfirmRequest) => Promise<boolean>

export const ConfirmContext = createContext<Confirm | null>(null)

/**
 * The app's replacement for window.confirm, from the ConfirmProvider mounted once in the app:
 *
 *   const confirm = useConfirm()
 *   if (await confirm({ question: 'Are you sure you want to sign out?', confirmLabel: 'Sign Out' })) signOut()
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>')
  return confirm
}
