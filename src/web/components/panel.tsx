import { useId, type ReactNode } from 'react'

/**
 * A titled card that holds one part of a report or the dashboard (Daily Sales, Tax Calculation
 * Breakdown...). The title is a heading of `level` (2 by default) so the page reads as an outline, and it
 * names the section, a region landmark.
 *
 *   <Panel title="Financial Overview" actions={<Button>...</Button>}>...</Panel>
 */
export function Panel({
  title,
  description,
  actions,
  level = 2,
  className = '',
  children,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  level?: 2 | 3
  className?: string
  children: ReactNode
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </Heading>
          {description ? (
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>
          ) : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  )
}
