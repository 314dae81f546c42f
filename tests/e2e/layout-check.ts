import type { Page } from '@playwright/test'

/**
 * The layout probe's eye: what a person would find wrong on the screen as it is now, one line each.
 *
 * - a money figure or a date that spans two lines, or is cut (its box narrower than its text, an ellipsis,
 *   a clipping box);
 * - content wider than its box and clipped with no visible way to scroll it: a box that scrolls sideways
 *   must be the kit's `ScrollArea` showing its edge shadow (`data-scroll-cue`, `data-scroll-shadow`), and
 *   one that hides its overflow must have none;
 * - a button, link or field outside the window's width, outside the box that shows it, or covered at its
 *   centre by another element (checked after scrolling it to the middle of the screen, as a person would);
 * - a button or link lying over a figure or over another button or link (one wider than the box that places
 *   it spills over what is beside it, though its centre is still its own);
 * - text cut with "…" (or clamped to lines) without the whole text in a title, and a field's placeholder
 *   cut by its box ("Search bran").
 *
 * While a modal dialog is open, only the dialog is looked at: the page behind it is out of reach by design.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const root = document.documentElement
    const windowWidth = root.clientWidth
    const windowHeight = window.innerHeight
    const dialogs = [
      ...document.querySelectorAll<HTMLElement>('dialog[open], [role="dialog"], [role="alertdialog"]'),
    ].filter((dialog) => dialog.checkVisibility())
    const scope: HTMLElement = dialogs.at(-1) ?? document.body

    const name = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).placeholder ??
        element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
        ''
      const className = (element.getAttribute('class') ?? '').slice(0, 60)
      return `<${element.tagName.toLowerCase()}${label ? ` "${label}"` : ''}${className ? ` .${className}` : ''}>`
    }
    const hidden = (element: Element) =>
      !element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ||
      element.closest('.sr-only, [aria-hidden="true"], [inert]') !== null
    const tolerance = 1

    if (root.scrollWidth > windowWidth + tolerance)
      problems.push(`the page scrolls sideways: ${root.scrollWidth} px in a ${windowWidth} px window`)

    // 1. Figures: money and dates, each on one line and whole.
    const FIGURE =
      /-?\$\d[\d,]*(?:\.\d\d)?|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\s\d{1,2},\s\d{4}\b|\b\d{4}-\d\d-\d\d\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/g
    // Text nodes of one element are read as one text: a figure written in pieces (a <wbr> inside it) is
    // still one figure.
    const pieces: { node: Text; start: number }[] = []
    let joined = ''
    let lastParent: Element | null = null
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement
      if (
        !parent ||
        parent.closest('script, style, svg, select, option, textarea, template') ||
        hidden(parent)
      )
        continue
      if (parent !== lastParent) joined += '\u0000'
      lastParent = parent
      pieces.push({ node, start: joined.length })
      joined += node.data
    }
    const at = (index: number) => {
      let low = 0
      let high = pieces.length - 1
      while (low < high) {
        const middle = Math.ceil((low + high) / 2)
        if (pieces[middle]!.start <= index) low = middle
        else high = middle - 1
      }
      return { node: pieces[low]!.node, offset: index - pieces[low]!.start }
    }
    /** Each figure's box, for what may lie over it (below). */
    const figures: { text: string; parent: Element; box: DOMRect }[] = []
    for (const match of joined.matchAll(FIGURE)) {
      const start = at(match.index)
      const end = at(match.index + match[0].length - 1)
      const parent = start.node.parentElement!
      const range = document.createRange()
      range.setStart(start.node, start.offset)
      range.setEnd(end.node, end.offset + 1)
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
      if (rects.length === 0) continue
      figures.push({ text: match[0], parent, box: range.getBoundingClientRect() })
      const tops = rects.map((rect) => rect.top).sort((a, b) => a - b)
      const lineHeight = Math.min(...rects.map((rect) => rect.height))
      if (tops.at(-1)! - tops[0]! > lineHeight / 2) {
        problems.push(`'${match[0]}' is broken across lines in ${name(parent)}`)
        continue
      }
      const box = range.getBoundingClientRect()
      let scrolled = false
      for (
        let element: HTMLElement | null = parent;
        element && element !== root;
        element = element.parentElement
      ) {
        const style = getComputedStyle(element)
        const bounds = element.getBoundingClientRect()
        const left = bounds.left + element.clientLeft
        const right = left + element.clientWidth
        const reachesPast = box.left < left - tolerance || box.right > right + tolerance
        if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + tolerance) {
          problems.push(`'${match[0]}' ends in an ellipsis in ${name(element)}`)
          break
        }
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
          // Scrolled out of sight is for the scroll cue to answer (below).
          scrolled = true
          break
        }
        if (style.overflowX !== 'visible' && reachesPast) {
          problems.push(`'${match[0]}' is cut by ${name(element)}`)
          break
        }
        if (element === parent && style.display !== 'inline' && style.display !== 'contents' && reachesPast) {
          problems.push(`'${match[0]}' is wider than its box ${name(element)}`)
          break
        }
      }
      if (!scrolled && (box.left < -tolerance || box.right > windowWidth + tolerance))
        problems.push(
          `'${match[0]}' reaches past the window (${Math.round(box.left)} to ${Math.round(box.right)} px)`,
        )
    }

    // 2. Content wider than its box: it scrolls with a visible cue, or it is not clipped.
    // 4. Text cut with an ellipsis or clamped: the whole text is in a title.
    // The kit's ScrollArea: the scrolling box is marked, and a shadow beside it shows at an edge with more.
    const showsScrollCue = (element: HTMLElement) =>
      element.hasAttribute('data-scroll-cue') &&
      [...(element.parentElement?.children ?? [])].some(
        (shadow) =>
          shadow.hasAttribute('data-scroll-shadow') &&
          getComputedStyle(shadow).display !== 'none' &&
          shadow.getBoundingClientRect().width > 0,
      )
    const clamped = (style: CSSStyleDeclaration) =>
      style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && style.webkitLineClamp !== undefined
    for (const element of scope.querySelectorAll<HTMLElement>('*')) {
      if (
        element.scrollWidth <= element.clientWidth + tolerance &&
        element.scrollHeight <= element.clientHeight + tolerance
      )
        continue
      if (hidden(element) || element.closest('svg')) continue
      const style = getComputedStyle(element)
      // Words for screen readers only (sr-only, also from a width on: 'sm:sr-only') are clipped to a 1 px
      // box by design.
      if (style.position === 'absolute' && element.clientWidth <= 1 && element.clientHeight <= 1) continue
      const wider = element.scrollWidth > element.clientWidth + tolerance && element.clientWidth > 0
      const cutText =
        (style.textOverflow === 'ellipsis' && wider) ||
        (clamped(style) && element.scrollHeight > element.clientHeight + tolerance)
      if (cutText) {
        if (!element.closest('[title]'))
          problems.push(`${name(element)} cuts its text with no title holding the whole of it`)
        continue
      }
      if (!wider) continue
      // A field's own text scrolls under the caret as it is edited; a field that cannot be edited cannot.
      const isEditableField =
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
        !element.disabled &&
        !element.readOnly
      if (isEditableField) continue
      if (style.overflowX === 'hidden' || style.overflowX === 'clip') {
        problems.push(
          `${name(element)} hides content ${element.scrollWidth} px wide in ${element.clientWidth} px, with no way to scroll it`,
        )
      } else if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && !showsScrollCue(element)) {
        problems.push(
          `${name(element)} scrolls ${element.scrollWidth} px of content in ${element.clientWidth} px with no sign that it scrolls`,
        )
      }
    }

    // Placeholders cut by their field.
    const canvas = document.createElement('canvas').getContext('2d')!
    for (const field of scope.querySelectorAll<HTMLInputElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (field.value !== '' || hidden(field) || !field.placeholder) continue
      const style = getComputedStyle(field)
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      if (canvas.measureText(field.placeholder).width > room + tolerance)
        problems.push(`the placeholder '${field.placeholder}' is cut by its field`)
    }

    // 3. Every action within reach: inside the window and the boxes that show it, and not covered.
    const actions = [
      ...scope.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="combobox"]',
      ),
    ].filter((element) => {
      if (hidden(element)) return false
      const rect = element.getBoundingClientRect()
      return rect.width > 1 && rect.height > 1
    })
    const reachable: HTMLElement[] = []
    for (const element of actions) {
      const rect = element.getBoundingClientRect()
      if (rect.left < -tolerance || rect.right > windowWidth + tolerance) {
        problems.push(
          `${name(element)} is outside the window (${Math.round(rect.left)} to ${Math.round(rect.right)} px)`,
        )
        continue
      }
      let clipped = false
      for (
        let box = element.parentElement;
        box && box !== root && box !== document.body;
        box = box.parentElement
      ) {
        const style = getComputedStyle(box)
        if (style.overflowX === 'visible') continue
        const bounds = box.getBoundingClientRect()
        const left = bounds.left + box.clientLeft
        if (rect.left < left - tolerance || rect.right > left + box.clientWidth + tolerance) {
          problems.push(`${name(element)} is outside the box that shows it, ${name(box)}`)
          clipped = true
          break
        }
      }
      if (!clipped) reachable.push(element)
    }
    // Nothing drawn over a figure or over another action: an action wider than the box that places it
    // spills over what is beside it, where its centre may still be its own. Bars pinned to the window
    // (a sticky header or footer) lie over whatever the page scrolls under them, by design.
    const pinnedBoxes = new Map<Element, boolean>()
    const pinned = (element: Element | null): boolean => {
      if (!element || element === document.body) return false
      let answer = pinnedBoxes.get(element)
      if (answer === undefined) {
        const { position } = getComputedStyle(element)
        answer = position === 'fixed' || position === 'sticky' || pinned(element.parentElement)
        pinnedBoxes.set(element, answer)
      }
      return answer
    }
    // Over half the smaller one's height: a pencil's box reaching a few px into the line above is not over it.
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > tolerance &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > Math.min(a.height, b.height) / 2
    const placed = actions
      .filter(
        (element) =>
          !(
            element instanceof HTMLInputElement ||
            element instanceof HTMLTextAreaElement ||
            element instanceof HTMLSelectElement
          ) && !pinned(element),
      )
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
    placed.forEach(({ element, rect }, index) => {
      for (const figure of figures) {
        if (!overlap(rect, figure.box)) continue
        if (element.contains(figure.parent) || figure.parent.contains(element) || pinned(figure.parent))
          continue
        problems.push(`'${figure.text}' lies under ${name(element)}`)
      }
      for (const other of placed.slice(index + 1)) {
        if (!overlap(rect, other.rect)) continue
        if (element.contains(other.element) || other.element.contains(element)) continue
        problems.push(`${name(element)} overlaps ${name(other.element)}`)
      }
    })

    const scrollX = window.scrollX
    const scrollY = window.scrollY
    for (const element of reachable) {
      element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' })
      const rect = element.getBoundingClientRect()
      const x = rect.left + rect.width / 2
      const y = rect.top + rect.height / 2
      if (y < 0 || y > windowHeight) continue
      const hit = document.elementFromPoint(x, y)
      if (!hit || element === hit || element.contains(hit)) continue
      // An open list of choices covers what is below it while it is open, by design.
      if (hit.closest('[role="listbox"], [role="menu"]')) continue
      const labels = (element as HTMLInputElement).labels
      if (labels && [...labels].some((label) => label.contains(hit))) continue
      problems.push(`${name(element)} is covered at its centre by ${name(hit)}`)
    }
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' })
    return [...new Set(problems)]
  })
}
