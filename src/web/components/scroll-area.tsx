import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * A box that scrolls sideways and shows that it does: while content lies past an edge, that edge carries a
 * shadow, so a table wider than a phone never looks as if it ended at the screen's edge ('$939.4'). It is
 * a named region reachable by keyboard, so arrow keys scroll it. `className` styles the outer box (border,
 * rounded corners); the scrolling box inside keeps them.
 *
 *   <ScrollArea label="Schedule C lines"><table className="min-w-[36rem]">...</table></ScrollArea>
 */
export function ScrollArea({
  label,
  className = '',
  children,
}: {
  /** The scrolling region's name, read to screen readers. */
  label: string
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState({ start: false, end: false })

  useEffect(() => {
    const box = ref.current
    if (!box) return
    const update = () => {
      const start = box.scrollLeft > 1
      const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1
      setEdges((now) => (now.start === start && now.end === end ? now : { start, end }))
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(box)
    for (const child of box.children) observer.observe(child)
    box.addEventListener('scroll', update, { passive: true })
    return () => {
      observer.disconnect()
      box.removeEventListener('scroll', update)
    }
  }, [])

  const shadow =
    'pointer-events-none absolute inset-y-0 w-5 from-slate-900/20 to-transparent dark:from-black/60'
  return (
    // min-w-0: in a grid or flex row the box takes the room it is given, as the scrolling box would.
    <div className={`relative min-w-0 ${className}`}>
      <div
        ref={ref}
        data-scroll-cue=""
        tabIndex={0}
        role="region"
        aria-label={label}
        className="overflow-x-auto rounded-[inherit]"
      >
        {children}
      </div>
      <div
        aria-hidden="true"
        data-scroll-shadow="start"
        className={`${shadow} left-0 rounded-l-[inherit] bg-gradient-to-r ${edges.start ? '' : 'hidden'}`}
      />
      <div
        aria-hidden="true"
        data-scroll-shadow="end"
        className={`${shadow} right-0 rounded-r-[inherit] bg-gradient-to-l ${edges.end ? '' : 'hidden'}`}
      />
    </div>
  )
}
