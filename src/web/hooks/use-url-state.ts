import { useCallback, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'
import type { z } from 'zod'

type ParamValue = string | number | boolean
type ParamsShape = Record<string, z.ZodType<ParamValue, string | undefined>>

type UrlState<Shape extends ParamsShape> = { [Key in keyof Shape]: z.output<Shape[Key]> }

export interface SetUrlStateOptions {
  /** Replace the current history entry instead of adding one (typing; anything that should not be a Back step). */
  replace?: boolean
}

/**
 * A list's search text, mode, filters and sort kept in the URL's search params, so Back/Forward and reload
 * keep them and a link can be shared. Each key has a small Zod schema with a default; a missing or invalid
 * value falls back to it, and values equal to their default are left out of the URL.
 *
 *   const ITEM_LIST_PARAMS = {
 *     q: z.string().default(''),
 *     mode: z.enum(['sku', 'general']).catch('sku'),
 *     sort: z.enum(['sku', 'brand', 'purchaseDate']).catch('sku'),
 *     dir: z.enum(['asc', 'desc']).catch('asc'),
 *   }
 *   const [params, setParams] = useUrlState(ITEM_LIST_PARAMS)
 *   setParams({ sort: 'brand', dir: 'asc' })           // a new history entry
 *   setParams({ q: text }, { replace: true })          // no history entry (see useSearchText)
 *
 * Define the shape outside the component, so it is the same object on every render.
 */
export function useUrlState<Shape extends ParamsShape>(
  shape: Shape,
): [UrlState<Shape>, (patch: Partial<UrlState<Shape>>, options?: SetUrlStateOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams()

  const state = useMemo(() => {
    const entries = Object.entries(shape).map(([key, schema]) => [
      key,
      readParam(schema, searchParams.get(key) ?? undefined),
    ])
    return Object.fromEntries(entries) as UrlState<Shape>
  }, [shape, searchParams])

  // The updater receives the params of the last render. Two changes before the next render (a search
  // committed by its timer just after a click cleared a filter) would each start from that render and the
  // second would bring back what the first removed; so a change starts from the one before it until the
  // render that shows it.
  const pending = useRef<{ seenAt: URLSearchParams; next: URLSearchParams } | null>(null)

  const setState = useCallback(
    (patch: Partial<UrlState<Shape>>, options: SetUrlStateOptions = {}) => {
      setSearchParams(
        (current) => {
          const base = pending.current?.seenAt === searchParams ? pending.current.next : current
          const next = new URLSearchParams(base)
          for (const [key, value] of Object.entries(patch)) {
            const schema = shape[key]
            if (schema === undefined || value === undefined) continue
            const text = String(value)
            if (text === '' || text === String(readParam(schema, undefined))) next.delete(key)
            else next.set(key, text)
          }
          pending.current = { seenAt: searchParams, next }
          return next
        },
        { replace: options.replace ?? false },
      )
    },
    [shape, searchParams, setSearchParams],
  )

  return [state, setState]
}

/** A param's value: parsed from its text, else the schema's default. */
function readParam<Value extends ParamValue>(
  schema: z.ZodType<Value, string | undefined>,
  text: string | undefined,
) {
  const parsed = schema.safeParse(text)
  if (parsed.success) return parsed.data
  const fallback = schema.safeParse(undefined)
  if (fallback.success) return fallback.data
  throw new Error('Every URL param schema needs a default: add .default(...) or .catch(...)')
}
