import { Monitor, Moon, Sun } from 'lucide-react'

import { isDarkTheme, nextTheme, THEME_LABELS, type ThemeMode } from '../../../domain/theme'
import { useUpdateSettings } from '../../api/settings'
import { SaveError } from '../../components/error-alert'
import { Button } from '../../components/ui/button'
import { useLocalPreferences } from '../../hooks/use-local-preferences'
import { DARK_SCHEME_QUERY, writeLocalPreferences } from '../../lib/preferences'

const MODE_INFO: Record<ThemeMode, { icon: typeof Sun; hint: string }> = {
  light: { icon: Sun, hint: 'Always light' },
  dark: { icon: Moon, hint: 'Always dark' },
  system: { icon: Monitor, hint: 'Follows your device setting' },
}

/** The Theme cycle button (Light → Dark → System) and a preview of the result (spec 2, 4). */
export function ThemeSection() {
  const { theme } = useLocalPreferences()
  const update = useUpdateSettings()
  const info = MODE_INFO[theme]
  const Icon = info.icon

  const cycle = () => {
    const previous = theme
    const next = nextTheme(theme)
    // Apply at once; the server keeps it for the user's other devices.
    writeLocalPreferences({ theme: next })
    update.mutate({ theme: next }, { onError: () => writeLocalPreferences({ theme: previous }) })
  }

  return (
    <div className="space-y-4">
      <div className="flex items-start justify-between gap-4 sm:items-center">
        <div>
          <p className="font-medium text-slate-900 dark:text-white">Theme</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {info.hint}. Switches between Light, Dark and System.
          </p>
        </div>
        <Button variant="secondary" onClick={cycle} disabled={update.isPending} className="min-w-28">
          <Icon aria-hidden="true" className="size-4" />
          <span className="sr-only">Theme: </span>
          {THEME_LABELS[theme]}
        </Button>
      </div>
      <SaveError error={update.error} />
      <ThemePreview mode={theme} />
    </div>
  )
}

function ThemePreview({ mode }: { mode: ThemeMode }) {
  const isDark = isDarkTheme(mode, window.matchMedia(DARK_SCHEME_QUERY).matches)
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
      <div aria-hidden="true" className="flex h-32 bg-slate-50 dark:bg-slate-950">
        <div className="w-1/4 space-y-2 border-r border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
          <div className="h-3 w-3/4 rounded bg-emerald-500" />
          <div className="h-2 w-full rounded bg-slate-200 dark:bg-slate-700" />
          <div className="h-2 w-5/6 rounded bg-slate-200 dark:bg-slate-700" />
          <div className="h-2 w-4/6 rounded bg-slate-200 dark:bg-slate-700" />
        </div>
        <div className="flex-1 space-y-3 p-4">
          <div className="h-3 w-1/3 rounded bg-slate-300 dark:bg-slate-600" />
          <div className="grid grid-cols-3 gap-2">
            {[0, 1, 2].map((card) => (
              <div
                key={card}
                className="h-14 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-900"
              >
                <div className="h-2 w-1/2 rounded bg-slate-200 dark:bg-slate-700" />
                <div className="mt-2 h-3 w-3/4 rounded bg-emerald-400/70" />
              </div>
            ))}
          </div>
        </div>
      </div>
      <figcaption className="border-t border-slate-200 bg-white px-4 py-2 text-xs text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400">
        Preview: {isDark ? 'dark' : 'light'} theme{mode === 'system' ? ', following your device' : ''}
      </figcaption>
    </figure>
  )
}
