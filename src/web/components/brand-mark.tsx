/** The Frogwalk mark: a friendly frog face on a green tile. */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-emerald-600 dark:fill-emerald-500" />
      <circle cx="11" cy="12" r="4" fill="#fff" />
      <circle cx="21" cy="12" r="4" fill="#fff" />
      <circle cx="11" cy="12" r="1.8" fill="#064e3b" />
      <circle cx="21" cy="12" r="1.8" fill="#064e3b" />
      <path d="M8 20c2.5 3 13.5 3 16 0" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
    </svg>
  )
}
