/**
 * Class names of the kit's text-like controls (input, select, textarea): 48 px tall on phones, 44 px from
 * the `sm` breakpoint, emerald focus ring, red when invalid.
 */
export function controlClassName({ hasError, className = '' }: { hasError: boolean; className?: string }) {
  return [
    'block w-full rounded-lg border bg-white px-3.5 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 sm:text-sm',
    'focus:ring-2 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60',
    'dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:[color-scheme:dark]',
    hasError
      ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30 dark:border-red-500/70'
      : 'border-slate-300 focus:border-emerald-500 focus:ring-emerald-500/30 dark:border-slate-700',
    className,
  ].join(' ')
}

/** Height of single-line controls. */
export const CONTROL_HEIGHT = 'h-12 sm:h-11'
