import { LoaderCircle } from 'lucide-react'

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const

/** A spinner with an optional visible label; without one, `label` is read to screen readers only. */
export function LoadingSpinner({
  size = 'md',
  label,
  showLabel = false,
}: {
  size?: keyof typeof SIZES
  label?: string
  showLabel?: boolean
}) {
  return (
    <span role="status" className="inline-flex items-center gap-3 text-slate-500 dark:text-slate-400">
      <LoaderCircle
        aria-hidden="true"
        className={`${SIZES[size]} animate-spin text-emerald-600 dark:text-emerald-400`}
      />
      {label ? <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span> : null}
    </span>
  )
}
