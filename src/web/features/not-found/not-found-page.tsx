import { Compass } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClassName } from '../../components/ui/button'

/** Any address the app does not know. */
export function NotFoundPage() {
  return (
    <div className="flex flex-col items-center px-4 py-16 text-center">
      <title>Page not found · Frogwalk</title>
      <span className="mb-5 grid size-14 place-items-center rounded-full bg-emerald-50 text-emerald-600 dark:bg-emerald-500/10 dark:text-emerald-400">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Page not found</h1>
      <p className="mt-2 max-w-sm text-sm text-slate-600 dark:text-slate-400">
        The page you were looking for does not exist or has moved.
      </p>
      <Link to="/" className={buttonClassName({ className: 'mt-6' })}>
        Go to Dashboard
      </Link>
    </div>
  )
}
