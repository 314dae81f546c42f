import { Pencil } from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from '../../components/ui/button'

/** One titled card of the settings page, its rows divided by lines. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\s+/g, '-')}`
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id={id}
        className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900 sm:px-5 dark:border-slate-800 dark:text-white"
      >
        {title}
      </h2>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">{children}</div>
    </section>
  )
}

interface SettingRowProps {
  title: string
  description: string
  value?: string
  note?: ReactNode
  action: ReactNode
}

/** A setting: its name, what it does, its value, and the button that changes it. */
export function SettingRow({ title, description, value, note, action }: SettingRowProps) {
  return (
    <div className="flex items-start justify-between gap-4 p-4 sm:items-center sm:p-5">
      <div className="min-w-0">
        <h3 className="font-medium text-slate-900 dark:text-white">{title}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
        {value !== undefined ? (
          <p
            className="mt-1 truncate text-base font-semibold text-emerald-700 dark:text-emerald-400"
            title={typeof value === 'string' ? value : undefined}
          >
            {value}
          </p>
        ) : null}
        {note ? <p className="mt-1 text-xs text-amber-700 dark:text-amber-400">{note}</p> : null}
      </div>
      {action}
    </div>
  )
}

/** The Edit button of a setting, named for what it edits. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} aria-label={label}>
      <Pencil aria-hidden="true" className="size-4" />
      Edit
    </Button>
  )
}
