import { Pencil } from 'lucide-react'
import { useRef, useState, type ReactNode } from 'react'

import type { InlineEdit } from '../../domain/items/inline-edit'

/**
 * An inline edit of one value (spec 2 and 5: SKU, postage cost): the value with a pencil button; editing,
 * Enter and blur save, Escape cancels. `decide` applies the field's rule to the typed text (empty,
 * unparseable, negative or unchanged cancel); `save` resolves to the message of a refused save, or null.
 * `delayMs` waits before saving (the SKU's 100 ms).
 */
export function InlineEditField<T>({
  label,
  display,
  initialText,
  decide,
  save,
  delayMs = 0,
  inputMode,
}: {
  /** What the edit changes, for screen readers: 'SKU of UL-2401'. */
  label: string
  display: ReactNode
  initialText: string
  decide: (typed: string) => InlineEdit<T>
  save: (value: T) => Promise<string | null>
  delayMs?: number
  inputMode?: 'text' | 'decimal'
}) {
  const [text, setText] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [isSaving, setIsSaving] = useState(false)
  const isDone = useRef(false)

  const finish = async (shouldSave: boolean) => {
    if (text === null || isDone.current) return
    isDone.current = true
    const decision = shouldSave ? decide(text) : ({ action: 'cancel' } as const)
    setText(null)
    if (decision.action === 'cancel') return
    setIsSaving(true)
    if (delayMs > 0) await new Promise((resolve) => window.setTimeout(resolve, delayMs))
    setError(await save(decision.value))
    setIsSaving(false)
  }

  if (text !== null)
    return (
      <input
        aria-label={label}
        value={text}
        inputMode={inputMode}
        autoComplete="off"
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            void finish(true)
          } else if (event.key === 'Escape') {
            event.preventDefault()
            event.stopPropagation()
            void finish(false)
          }
        }}
        onBlur={() => void finish(true)}
        className="h-9 w-full min-w-24 rounded-md border border-emerald-600 bg-white px-2 text-sm text-slate-900 outline-none focus:ring-2 focus:ring-emerald-500/40 dark:bg-slate-950 dark:text-slate-100"
      />
    )
  return (
    <span className="inline-flex flex-col items-start">
      <span className="inline-flex items-center gap-1">
        <span className={isSaving ? 'opacity-60' : ''}>{display}</span>
        <button
          type="button"
          aria-label={`Edit ${label}`}
          onClick={() => {
            isDone.current = false
            setError(null)
            setText(initialText)
          }}
          className="-my-1.5 grid size-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          <Pencil aria-hidden="true" className="size-3.5" />
        </button>
      </span>
      {error ? (
        <span role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </span>
      ) : null}
    </span>
  )
}
