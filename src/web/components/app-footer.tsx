/** Tagline and the marketplace disclaimer (spec: "A footer states it is not affiliated with any marketplace"). */
export function AppFooter() {
  return (
    <footer className="border-t border-slate-200 px-4 py-6 text-center text-xs text-slate-500 sm:px-8 dark:border-slate-800 dark:text-slate-400">
      <p className="font-medium text-slate-600 dark:text-slate-300">Frogwalk · Organize and leap ahead</p>
      <p className="mx-auto mt-1 max-w-xl">
        Frogwalk is an independent tool and is not affiliated with, endorsed by or sponsored by eBay,
        Poshmark, Mercari or any other marketplace.
      </p>
    </footer>
  )
}
