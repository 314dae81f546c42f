import { useEffect, useLayoutEffect, useRef, useState } from 'react'

/**
 * The text of a search box whose committed value lives elsewhere (the URL, through useUrlState). Typing
 * updates the box at once and commits ~250 ms after the last key, so the list queries once per pause and
 * the caller can commit with `replace` (no history entry per keystroke). When the committed value changes
 * from outside (Back, Forward, a shared link), the box follows.
 *
 *   const [text, setText] = useSearchText(params.q, (q) => setParams({ q }, { replace: true }))
 *   <SearchBox label="Search items" value={text} onChange={setText} />
 */
export function useSearchText(
  committed: string,
  commit: (text: string) => void,
  delayMs = 250,
): [string, (text: string) => void] {
  const [text, setText] = useState(committed)
  const [seen, setSeen] = useState(committed)
  const [ownCommit, setOwnCommit] = useState<string | null>(null)
  const commitRef = useRef(commit)
  useLayoutEffect(() => {
    commitRef.current = commit
  })

  // The committed value changed: follow it, unless it is our own commit coming back while the person
  // is still typing (adjusting state during render rather than in an effect).
  if (committed !== seen) {
    setSeen(committed)
    if (committed !== ownCommit) setText(committed)
  }

  useEffect(() => {
    if (text === committed) return
    const timer = window.setTimeout(() => {
      setOwnCommit(text)
      commitRef.current(text)
    }, delayMs)
    return () => window.clearTimeout(timer)
  }, [text, committed, delayMs])

  return [text, setText]
}
