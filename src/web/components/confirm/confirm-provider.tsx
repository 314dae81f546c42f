import { useCallback, useRef, useState, type ReactNode } from 'react'

import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'

import { ConfirmContext, type ConfirmRequest } from './confirm-context'

/** Mount once around the app; `useConfirm()` below it asks questions in the app's own dialog. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ request: ConfirmRequest; id: number } | null>(null)
  const resolveRef = useRef<((isConfirmed: boolean) => void) | null>(null)

  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        // A new question replaces one still open, which counts as not confirmed.
        resolveRef.current?.(false)
        resolveRef.current = resolve
        setOpen((previous) => ({ request, id: (previous?.id ?? 0) + 1 }))
      }),
    [],
  )

  const answer = (isConfirmed: boolean) => {
    resolveRef.current?.(isConfirmed)
    resolveRef.current = null
    setOpen(null)
  }

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {open ? <ConfirmDialog key={open.id} request={open.request} onAnswer={answer} /> : null}
    </ConfirmContext.Provider>
  )
}

function ConfirmDialog({
  request: { question, confirmLabel, cancelLabel = 'Cancel', title, tone = 'default' },
  onAnswer,
}: {
  request: ConfirmRequest
  onAnswer: (isConfirmed: boolean) => void
}) {
  return (
    <Dialog
      role="alertdialog"
      title={title ?? question}
      description={title ? question : undefined}
      hasCloseButton={false}
      onClose={() => onAnswer(false)}
    >
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* Focus starts on the answer that changes nothing. */}
        <Button variant="secondary" data-autofocus onClick={() => onAnswer(false)}>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={() => onAnswer(true)}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
