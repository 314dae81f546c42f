import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { buttonClassName } from './ui/button'

export interface PageHeaderProps {
  title: string
  description?: string
  /** The page's add action: a link (`to`) or a handler (`onClick`). */
  add?: { label: string; to: string } | { label: string; onClick: () => void }
  children?: ReactNode
}

/** Title, description and the page's main action (spec 2, shared pieces). */
export function PageHeader({ title, description, add, children }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <title>{`${title} · Frogwalk`}</title>
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {title}
        </h1>
        {description ? (
          <p className="mt-1 text-sm text-slate-600 sm:text-base dark:text-slate-400">{description}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {children}
        {add && 'to' in add ? (
          <Link to={add.to} className={buttonClassName()}>
            <Plus aria-hidden="true" className="size-4" />
            {add.label}
          </Link>
        ) : null}
        {add && 'onClick' in add ? (
          <button type="button" onClick={add.onClick} className={buttonClassName()}>
            <Plus aria-hidden="true" className="size-4" />
            {add.label}
          </button>
        ) : null}
      </div>
    </header>
  )
}
