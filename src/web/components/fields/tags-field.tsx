import { Plus, X } from 'lucide-react'
import { useState, type Ref } from 'react'

import { addTag, removeTag } from '../../../domain/expenses/tags'

import { controlClassName, CONTROL_HEIGHT } from './control-styles'
import { FieldFrame, useFieldIds, type FieldChrome } from './field-frame'

interface TagsFieldProps extends FieldChrome {
  value: readonly string[]
  onChange: (tags: string[]) => void
  onBlur?: () => void
  name?: string
  /** react-hook-form's field ref, so a refused value can take focus. */
  ref?: Ref<HTMLInputElement>
  placeholder?: string
  disabled?: boolean
}

/**
 * A list of tags (spec 5, expenses): type one and add it with Enter or the plus button; each chip has its
 * own remove button. Tags are trimmed and unique (src/domain/expenses/tags.ts). Controlled, so use it with
 * react-hook-form's Controller:
 *
 *   <Controller control={form.control} name="tags"
 *     render={({ field, fieldState }) => <TagsField label="Tags" {...field} error={fieldState.error?.message} />} />
 */
export function TagsField({
  label,
  hideLabel,
  hint,
  error,
  className,
  value,
  onChange,
  onBlur,
  name,
  ref,
  placeholder = 'Add a tag',
  disabled = false,
}: TagsFieldProps) {
  const ids = useFieldIds({ hint, error })
  const [draft, setDraft] = useState('')

  const add = () => {
    const next = addTag(value, draft)
    if (next.length !== value.length) onChange(next)
    setDraft('')
  }

  return (
    <FieldFrame {...{ label, hideLabel, hint, error, className, ids }}>
      <div className="flex gap-2">
        <input
          ref={ref}
          id={ids.controlId}
          name={name}
          type="text"
          value={draft}
          placeholder={placeholder}
          disabled={disabled}
          autoComplete="off"
          enterKeyHint="enter"
          onChange={(event) => setDraft(event.target.value)}
          onBlur={onBlur}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            // Enter adds the tag instead of submitting the form around it.
            event.preventDefault()
            add()
          }}
          {...ids.describe}
          className={controlClassName({ hasError: Boolean(error), className: CONTROL_HEIGHT })}
        />
        <button
          type="button"
          onClick={add}
          disabled={disabled}
          aria-label={`Add to ${label}`}
          className="grid size-12 shrink-0 place-items-center rounded-lg border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 disabled:opacity-55 sm:size-11 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
      {value.length > 0 ? (
        <ul aria-label={label} className="mt-2 flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-emerald-50 py-1 pr-1 pl-3 text-sm text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200"
            >
              {tag}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(removeTag(value, tag))}
                aria-label={`Remove ${tag}`}
                className="grid size-8 place-items-center rounded-full hover:bg-emerald-100 dark:hover:bg-emerald-500/25"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  )
}
