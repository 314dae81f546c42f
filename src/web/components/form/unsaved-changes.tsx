import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'

import { ConfirmContext, type Confirm, type ConfirmRequest } from '../confirm/confirm-context'

/** The one question before typed work is thrown away: leaving a page, closing a dialog, Cancel. */
export const DISCARD_CHANGES_QUESTION: ConfirmRequest = {
  title: 'Discard Changes',
  question: 'Are you sure you want to leave this form? Your unsaved changes will be lost.',
  confirmLabel: 'Discard Changes',
  cancelLabel: 'Keep Editing',
  tone: 'danger',
}

/** Something typed and not saved yet: a form, or the Quick Add rows of a receipt. */
interface UnsavedWork {
  /** Read when someone is about to leave; false while a save runs, so the save's own navigation goes. */
  isChanged: () => boolean
  /** The person chose to leave: forget it (a form drops its draft). */
  discard: () => void
}

/**
 * The unsaved work below a point of the tree: the whole signed-in app, or one dialog. A dialog asks before
 * closing when its scope holds changes; the app asks before a navigation when any scope does.
 */
export interface UnsavedScope {
  register: (work: UnsavedWork) => () => void
  hasChanges: () => boolean
  discardAll: () => void
  /** Whose drafts the forms below keep: the signed-in user's id; null where no draft is kept. */
  draftOwner: string | null
}

export const UnsavedScopeContext = createContext<UnsavedScope | null>(null)

export function createScope(parent: UnsavedScope | null, draftOwner: string | null): UnsavedScope {
  const works = new Set<UnsavedWork>()
  return {
    register: (work) => {
      works.add(work)
      // Registered with every enclosing scope too, so the app's guard sees the work of its dialogs.
      const leaveParent = parent?.register(work)
      return () => {
        works.delete(work)
        leaveParent?.()
      }
    },
    hasChanges: () => [...works].some((work) => work.isChanged()),
    discardAll: () => {
      for (const work of works) if (work.isChanged()) work.discard()
    },
    draftOwner,
  }
}

/** The nearest scope, or null outside the app (a component test without the provider). */
export function useUnsavedScope(): UnsavedScope | null {
  return useContext(UnsavedScopeContext)
}

/** Ask before throwing away the changes of a scope; true when the person chose to leave (they are discarded). */
export async function askToDiscard(scope: UnsavedScope, confirm: Confirm | null): Promise<boolean> {
  if (!scope.hasChanges()) return true
  // Without the app's confirm dialog there is nobody to ask; the kit always mounts it.
  const isSure = confirm ? await confirm(DISCARD_CHANGES_QUESTION) : true
  if (isSure) scope.discardAll()
  return isSure
}

/**
 * Count `work` as unsaved while `isChanged`: the enclosing dialog and the app's navigation ask first, and
 * reloading or closing the tab brings up the browser's own question. `work` is read when asked, never stale.
 */
export function useUnsavedWork(isChanged: boolean, work: UnsavedWork): void {
  const scope = useUnsavedScope()
  const latest = useRef(work)
  useEffect(() => {
    latest.current = work
  })
  useEffect(() => {
    if (!scope) return
    return scope.register({
      isChanged: () => latest.current.isChanged(),
      discard: () => latest.current.discard(),
    })
  }, [scope])
  useEffect(() => {
    if (!isChanged) return
    // Only while changed: a beforeunload listener keeps some browsers from caching the page for Back.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (latest.current.isChanged()) event.preventDefault()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [isChanged])
}

/**
 * A scope of its own below the enclosing one, for a dialog: `askToLeave` resolves true when nothing in it
 * changed, or when the person chose to discard the changes.
 */
export function useNestedUnsavedScope(): { scope: UnsavedScope; askToLeave: () => Promise<boolean> } {
  const parent = useUnsavedScope()
  const confirm = useContext(ConfirmContext)
  const [scope] = useState(() => createScope(parent, parent?.draftOwner ?? null))
  const askToLeave = useCallback(() => askToDiscard(scope, confirm), [scope, confirm])
  return { scope, askToLeave }
}

/** Provides a scope made by useNestedUnsavedScope to the tree below. */
export function UnsavedScopeBoundary({ scope, children }: { scope: UnsavedScope; children: ReactNode }) {
  return <UnsavedScopeContext.Provider value={scope}>{children}</UnsavedScopeContext.Provider>
}
