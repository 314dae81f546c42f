import { useEffect, useState } from 'react'

/** Code loaded once for every caller: here once loaded, its load shared while under way. */
export interface CodeOnce<T> {
  /** The code, once it is here. */
  loaded: T | undefined
  /** Loads it once; a failed load is tried again when asked. */
  load(): Promise<T>
}

/** The code `load` brings (a module's `import()`), loaded once for every caller (`useLoadedCode`). */
export function codeOnce<T>(load: () => Promise<T>): CodeOnce<T> {
  let loading: Promise<T> | undefined
  const code: CodeOnce<T> = {
    loaded: undefined,
    load() {
      loading ??= load().then(
        (value) => (code.loaded = value),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
  }
  return code
}

/**
 * The code once it is here: at once when it was loaded before, else loaded after this render (an effect,
 * so after the screen is drawn) and drawn again then. Not React's `lazy` in a Suspense boundary: React keeps
 * a boundary's fallback on screen for at least 300 ms once shown, and `lazy` shows it even for code already
 * loaded (decision 011a). A failed load goes up the tree, as a lazy component's did, while `isWanted`; the
 * load is tried again when `isWanted` changes.
 */
export function useLoadedCode<T>(code: CodeOnce<T>, isWanted = true): T | undefined {
  const [value, setValue] = useState(() => code.loaded)
  const [failure, setFailure] = useState<{ error: unknown }>()
  useEffect(() => {
    if (value !== undefined) return
    let isCurrent = true
    code.load().then(
      (loaded) => isCurrent && setValue(() => loaded),
      (error: unknown) => isCurrent && setFailure({ error }),
    )
    return () => {
      isCurrent = false
    }
  }, [code, value, isWanted])
  if (failure && isWanted) throw failure.error
  return value
}
