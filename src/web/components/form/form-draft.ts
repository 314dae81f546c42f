import { useCallback, useContext, useEffect, useRef, useState } from 'react'
import type { FieldValues } from 'react-hook-form'

import { DRAFT_KEY_PREFIX } from '../../lib/form-drafts'
import { ConfirmContext } from '../confirm/confirm-context'

import { DISCARD_CHANGES_QUESTION, useUnsavedScope, useUnsavedWork } from './unsaved-changes'
import type { SchemaForm } from './use-schema-form'

/**
 * Which draft a form keeps: its kind, and for an edit the record's id ('item' and an item's id). A form
 * that adds a record leaves `id` out, or names what it adds to (a receipt's new line item).
 */
export interface FormDraftName {
  form: string
  id?: string | undefined
}

function storageKey(owner: string, name: FormDraftName): string {
  return `${DRAFT_KEY_PREFIX}${owner}.${name.form}.${name.id ?? 'new'}`
}

type Values = Record<string, unknown>

/** Whether two form values hold the same; a missing key and `undefined` are the same. */
function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((entry, index) => sameValues(entry, b[index]))
    )
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const left = a as Values
  const right = b as Values
  const keys = new Set([...Object.keys(left), ...Object.keys(right)])
  return [...keys].every((key) => sameValues(left[key], right[key]))
}

/** The fields whose values differ from the starting ones: the person's changes, and all a draft keeps. */
function changesOf(values: Values, starting: Values): Values {
  return Object.fromEntries(
    Object.entries(values).filter(([field, value]) => !sameValues(value, starting[field])),
  )
}

function write(key: string, changes: Values): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify({ changes }))
  } catch (error) {
    // Storage full or disabled: the form still works; only a reload would lose what was typed.
    console.warn('Could not keep a draft of the form', error)
  }
}

function remove(key: string): void {
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}

/**
 * The stored changes: only the form's own fields, each only when it holds the same kind of value as the
 * form starts with (a draft from an older version of the form must not break it). Null when there is none
 * or it changes nothing the form does not already start with (the record was since saved that way).
 */
function read(key: string, starting: Values): Values | null {
  let stored: unknown
  try {
    const text = window.sessionStorage.getItem(key)
    if (text === null) return null
    stored = JSON.parse(text)
  } catch {
    remove(key)
    return null
  }
  const changes =
    typeof stored === 'object' && stored !== null && 'changes' in stored ? (stored.changes as unknown) : null
  if (typeof changes !== 'object' || changes === null) return null
  const draft: Values = {}
  for (const [field, value] of Object.entries(changes as Values)) {
    if (!(field in starting)) continue
    const start = starting[field]
    const isSameKind =
      start === undefined || start === null
        ? typeof value === 'string'
        : Array.isArray(start)
          ? Array.isArray(value) && value.every((entry) => typeof entry === 'string')
          : typeof value === typeof start
    if (isSameKind) draft[field] = value
  }
  return Object.keys(changesOf(draft, starting)).length === 0 ? null : draft
}

export interface FormDraft {
  /** The form holds something other than its starting values. */
  isChanged: boolean
  /** A draft left from before, waiting for the person to restore or discard it; null when there is none. */
  offer: { restore: () => void; discard: () => void } | null
  /**
   * Wraps the form's save: while it runs, its own navigation is not stopped; once it resolves, the draft
   * is gone. A save that resolves `false` saved nothing (the form stays, its draft with it).
   */
  saving: <Output>(save: (values: Output) => Promise<unknown>) => (values: Output) => Promise<unknown>
  /** Before leaving a changed form by other means than a dialog's close: asks, and discards on yes. */
  askToLeave: () => Promise<boolean>
}

/**
 * Keeps a draft of an unsaved form in the tab's session storage, per signed-in user and `name`, while the
 * form differs from its starting values, and offers it back when the form opens again. Registers the
 * form as unsaved work, so leaving it changed asks first (unsaved-changes.tsx). FormDialog and PageForm
 * call it; a form of another shape calls it itself and shows <DraftOffer draft={draft} />.
 *
 * The draft is the changed fields' input values as typed (money as text); restored, they go over the
 * record as it is now, so a field changed elsewhere since and not here is not turned back. A value a form
 * sets by itself as a starting value (a generated SKU) goes in with `form.resetField(name, { defaultValue })`,
 * so an untouched form never counts as changed. `name` null keeps no draft (a password), yet still asks
 * before leaving.
 */
export function useFormDraft<Input extends FieldValues, Output extends FieldValues>(
  form: SchemaForm<Input, Output>,
  name: FormDraftName | null,
): FormDraft {
  const scope = useUnsavedScope()
  const confirm = useContext(ConfirmContext)
  const key = name !== null && scope?.draftOwner ? storageKey(scope.draftOwner, name) : null
  const { control, watch, getValues, reset } = form
  // React Hook Form's own starting values: they follow resetField, which the form's values alone cannot tell.
  const startingValues = useCallback((): Values => control._defaultValues as Values, [control])
  const [offered, setOffered] = useState<Values | null>(() =>
    key === null ? null : read(key, startingValues()),
  )
  const [isChanged, setChanged] = useState(false)
  const status = useRef({ isChanged: false, isSaving: false, isSettled: false, isOffering: offered !== null })

  const keep = useCallback(() => {
    const changes = changesOf(getValues() as Values, startingValues())
    const changed = Object.keys(changes).length > 0
    status.current.isChanged = changed
    setChanged(changed)
    // An offer waiting for an answer is kept as it is until the person answers it.
    if (key === null || status.current.isOffering || status.current.isSaving) return
    if (changed) write(key, changes)
    else remove(key)
  }, [getValues, startingValues, key])

  useEffect(() => {
    let isActive = true
    let isScheduled = false
    const subscription = watch(() => {
      status.current.isSettled = false
      if (isScheduled) return
      isScheduled = true
      // After the current change has finished: resetField sets the value before the starting value.
      queueMicrotask(() => {
        isScheduled = false
        if (isActive) keep()
      })
    })
    return () => {
      isActive = false
      subscription.unsubscribe()
    }
  }, [watch, keep])

  const discard = useCallback(() => {
    status.current.isSettled = true
    status.current.isOffering = false
    setOffered(null)
    if (key !== null) remove(key)
  }, [key])

  const isUnsaved = useCallback(
    () => status.current.isChanged && !status.current.isSaving && !status.current.isSettled,
    [],
  )
  useUnsavedWork(isChanged, { isChanged: isUnsaved, discard })

  const offer =
    offered === null
      ? null
      : {
          restore: () => {
            status.current.isOffering = false
            setOffered(null)
            // The changes go over what the form holds now (a SKU offered since, anything typed meanwhile);
            // the starting values stay, so the restored form counts as changed and keeps its draft.
            reset({ ...getValues(), ...offered } as Input, { keepDefaultValues: true })
          },
          discard: () => {
            status.current.isOffering = false
            setOffered(null)
            if (key !== null) remove(key)
            // What was typed while the offer waited is the form's draft now.
            keep()
          },
        }

  const saving = useCallback(
    <SaveValues>(save: (values: SaveValues) => Promise<unknown>) =>
      async (values: SaveValues): Promise<unknown> => {
        status.current.isSaving = true
        let result: unknown
        try {
          result = await save(values)
        } finally {
          status.current.isSaving = false
        }
        if (result !== false) discard()
        return result
      },
    [discard],
  )

  const askToLeave = useCallback(async () => {
    if (!isUnsaved()) return true
    const isSure = confirm ? await confirm(DISCARD_CHANGES_QUESTION) : true
    if (isSure) discard()
    return isSure
  }, [isUnsaved, confirm, discard])

  return { isChanged, offer, saving, askToLeave }
}
