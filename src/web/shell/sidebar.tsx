import { useQuery } from '@tanstack/react-query'
import { Camera, LogOut, Plus, X } from 'lucide-react'
import { Link, NavLink } from 'react-router'

import { itemCountsQuery } from '../api/items'
import { BrandMark } from '../components/brand-mark'
import { buttonClassName } from '../components/ui/button'
import { formatCount } from '../lib/format'

import { NAV_ITEMS } from './nav-items'

interface SidebarProps {
  storeName: string
  email: string
  /** Called after a link is followed (the drawer closes on small screens). */
  onNavigate: () => void
  onSignOut: () => void
  onClose: () => void
}

/** Store name, the signed-in e-mail, the links with live counts, Quick Add, Add Item and Sign Out (spec 2, app shell). */
export function Sidebar({ storeName, email, onNavigate, onSignOut, onClose }: SidebarProps) {
  const counts = useQuery(itemCountsQuery())

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-4 dark:border-slate-800">
        <BrandMark className="mt-0.5 size-9 shrink-0" />
        <div className="min-w-0 flex-1">
          <p
            className="truncate text-base font-semibold text-slate-900 dark:text-white"
            data-testid="store-name"
            title={storeName}
          >
            {storeName}
          </p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400" title={email}>
            {email}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close menu"
          className="-mr-1 grid size-10 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 md:hidden dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <nav
        aria-label="Main"
        className="min-h-0 flex-1 overflow-y-auto px-3 py-3 md:[@media(max-height:800px)]:py-2"
      >
        <ul className="space-y-0.5">
          {NAV_ITEMS.map(({ to, label, icon: Icon, countOf }) => {
            const count = countOf ? counts.data?.[countOf] : undefined
            return (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    [
                      'group flex min-h-11 items-center md:min-h-10 md:[@media(max-height:800px)]:min-h-8 gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                    ].join(' ')
                  }
                >
                  <Icon aria-hidden="true" className="size-[18px] shrink-0 opacity-80" />
                  <span className="flex-1 truncate" title={label}>
                    {label}
                  </span>
                  {count !== undefined ? (
                    <span className="min-w-7 rounded-full bg-slate-100 px-2 py-0.5 text-center text-xs font-semibold text-slate-600 tabular-nums group-aria-[current=page]:bg-emerald-100 group-aria-[current=page]:text-emerald-800 dark:bg-slate-800 dark:text-slate-300 dark:group-aria-[current=page]:bg-emerald-500/20 dark:group-aria-[current=page]:text-emerald-200">
                      {formatCount(count)}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            )
          })}
        </ul>
      </nav>

      <div className="flex flex-wrap gap-2 border-t border-slate-200 p-3 dark:border-slate-800">
        {/* At the store: photo, cost, brand and location with one thumb (decision 021). */}
        <Link
          to="/quick-add"
          onClick={onNavigate}
          className={buttonClassName({ variant: 'secondary', className: 'basis-full px-3' })}
        >
          <Camera aria-hidden="true" className="size-4" />
          Quick Add
        </Link>
        <Link to="/add-item" onClick={onNavigate} className={buttonClassName({ className: 'flex-1 px-3' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add Item
        </Link>
        <button
          type="button"
          onClick={onSignOut}
          className={buttonClassName({ variant: 'secondary', className: 'px-3' })}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </button>
      </div>
    </div>
  )
}
