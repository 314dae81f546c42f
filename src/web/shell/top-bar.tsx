import { Menu } from 'lucide-react'

import { BrandMark } from '../components/brand-mark'

/** The small-screen bar: product name and the menu button that opens the sidebar drawer. */
export function TopBar({ isMenuOpen, onOpenMenu }: { isMenuOpen: boolean; onOpenMenu: () => void }) {
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white/90 px-2 backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-900/90">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label="Open menu"
        aria-expanded={isMenuOpen}
        aria-controls="app-sidebar"
        className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <BrandMark className="size-7" />
      <span className="text-lg font-semibold tracking-tight text-slate-900 dark:text-white">Frogwalk</span>
    </header>
  )
}
