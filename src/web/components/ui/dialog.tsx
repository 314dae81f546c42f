import { X } from 'lucide-react'
import { createContext, useCallback, useContext, useEffect, useId, useRef, type ReactNode } from 'react'

import { WholeDates } from '../date-text'
import { UnsavedScopeBoundary, useNestedUnsavedScope } from '../form/unsaved-changes'

interface DialogProps {
  title: string
  description?: string | undefined
  onClose: () => void
  /** 'alertdialog' for a question that interrupts (ConfirmProvider). */
  role?: 'dialog' | 'alertdialog'
  /** The × in the corner; a confirm question has its own Cancel instead. */
  hasCloseButton?: boolean
  /** 'lg' gives a long form (the item form) room for two columns. */
  size?: 'md' | 'lg' | undefined
  children: ReactNode
}

const DialogCloseContext = createContext<(() => void) | null>(null)

/**
 * Close the dialog around, as its close button does (asking first when something in it is unsaved): for a
 * Cancel button inside it.
 */
export function useDialogClose(): () => void {
  const close = useContext(DialogCloseContext)
  if (!close) throw new Error('useDialogClose must be used inside <Dialog>')
  return close
}

/**
 * A modal on the native <dialog> (showModal makes the page behind inert and traps focus). Mount it to open
 * it, unmount to close; Escape, the close button and a backdrop click all call `onClose`, after asking
 * whether to discard the changes when a form inside holds unsaved ones (useUnsavedWork); a Cancel inside
 * does the same through `useDialogClose()`. Focus goes to the element marked `data-autofocus`, else the
 * first input, and returns to the opener on close.
 */
export function Dialog({
  title,
  description,
  onClose,
  role = 'dialog',
  hasCloseButton = true,
  size = 'md',
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const onCloseRef = useRef(onClose)
  const { scope, askToLeave } = useNestedUnsavedScope()

  const requestClose = useCallback(() => {
    void askToLeave().then((isLeaving) => {
      if (isLeaving) {
        onCloseRef.current()
        return
      }
      // A second Escape without a click or key between may close the native dialog whatever we answer
      // (the browser's rule against trapping); kept, it opens again.
      const dialog = ref.current
      if (dialog && !dialog.open) dialog.showModal()
    })
  }, [askToLeave])
  const requestCloseRef = useRef(requestClose)

  useEffect(() => {
    onCloseRef.current = onClose
    requestCloseRef.current = requestClose
  })

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialog.showModal()
    const first = dialog.querySelector<HTMLElement>(
      '[data-autofocus], input:not([disabled]), select, textarea',
    )
    first?.focus()
    const onCancel = (event: Event) => {
      // Let React decide: the owner unmounts us, which closes the dialog.
      event.preventDefault()
      requestCloseRef.current()
    }
    dialog.addEventListener('cancel', onCancel)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.close()
      opener?.focus()
    }
  }, [])

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? role : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        if (event.target === event.currentTarget) requestClose()
      }}
      className={`m-auto w-[calc(100%-2rem)] ${size === 'lg' ? 'max-w-3xl' : 'max-w-md'} rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-[2px] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100`}
    >
      <div className="p-5 sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {description ? (
              <p
                id={descriptionId}
                className="mt-1 text-sm whitespace-pre-line text-slate-600 dark:text-slate-400"
              >
                {/* A file's name in a question ('Restore frogwalk-backup-2026-11-28.zip?') keeps its date whole. */}
                <WholeDates text={description} />
              </p>
            ) : null}
          </div>
          {hasCloseButton ? (
            <button
              type="button"
              onClick={requestClose}
              aria-label="Close"
              className="-m-2 grid size-10 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
        </div>
        <UnsavedScopeBoundary scope={scope}>
          <DialogCloseContext.Provider value={requestClose}>{children}</DialogCloseContext.Provider>
        </UnsavedScopeBoundary>
      </div>
    </dialog>
  )
}
