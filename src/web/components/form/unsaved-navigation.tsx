import { useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react'
import { useBlocker, type BlockerFunction } from 'react-router'

import { ConfirmContext } from '../confirm/confirm-context'

import { askToDiscard, createScope, UnsavedScopeContext } from './unsaved-changes'

/**
 * Mount once inside the router, around the signed-in app's pages: forms below keep drafts for
 * `draftOwner`, and any navigation inside the app (a link, Back, a Cancel that goes back) away from changed
 * work asks first. React Router keeps one blocker per router, so this is the only one, asking every scope
 * below.
 */
export function UnsavedChangesProvider({
  draftOwner,
  children,
}: {
  draftOwner: string
  children: ReactNode
}) {
  const confirm = useContext(ConfirmContext)
  const scope = useMemo(() => createScope(null, draftOwner), [draftOwner])
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      scope.hasChanges(),
    [scope],
  )
  const blocker = useBlocker(shouldBlock)

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    let isCurrent = true
    void askToDiscard(scope, confirm).then((isLeaving) => {
      if (!isCurrent) return
      if (isLeaving) blocker.proceed()
      else blocker.reset()
    })
    return () => {
      isCurrent = false
    }
  }, [blocker, scope, confirm])

  return <UnsavedScopeContext.Provider value={scope}>{children}</UnsavedScopeContext.Provider>
}
