import { useState } from 'react'

/** The two presentations of an item list (spec 2): a table, or cards. */
export type ItemView = 'table' | 'cards'

const STORAGE_KEY = 'frogwalk.itemView'

function initialView(): ItemView {
  const stored = window.localStorage.getItem(STORAGE_KEY)
  if (stored === 'table' || stored === 'cards') return stored
  // Cards by default on a phone, where the sidebar becomes a drawer (below 768 px).
  return window.matchMedia('(max-width: 767px)').matches ? 'cards' : 'table'
}

/** The chosen presentation, remembered in the browser across visits and lists. */
export function useItemView(): [ItemView, (view: ItemView) => void] {
  const [view, setView] = useState<ItemView>(initialView)
  return [
    view,
    (next) => {
      window.localStorage.setItem(STORAGE_KEY, next)
      setView(next)
    },
  ]
}
