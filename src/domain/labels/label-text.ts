/**
 * The text of a SKU label (decision 022): what fits a line of a given width, cut with '...' as the PDF
 * export cuts (spec 9), and only characters the PDF's built-in fonts can draw.
 */

/** Measures a text's width in the font it will be drawn in. */
type Measure = (text: string) => number

const ELLIPSIS = '...'

/**
 * Text the PDF's standard fonts (Latin-1) can draw: line breaks and tabs become spaces, runs of spaces
 * one, and any other character outside Latin-1 a '?'.
 */
export function printableText(text: string): string {
  return [...text.replace(/\s+/g, ' ').trim()]
    .map((char) => ((char.codePointAt(0) ?? 0) <= 0xff ? char : '?'))
    .join('')
}

/** How many of `chars` fit `width` followed by `suffix`: a binary search, as widths only grow with length. */
function fittingCount(chars: readonly string[], width: number, measure: Measure, suffix: string): number {
  let low = 0
  let high = chars.length
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (measure(chars.slice(0, middle).join('').trimEnd() + suffix) <= width) low = middle
    else high = middle - 1
  }
  return low
}

/** `text` cut, at a character, to the longest start that fits `width` with '...' after it. */
export function fitText(text: string, width: number, measure: Measure): string {
  if (measure(text) <= width) return text
  const chars = [...text]
  const count = fittingCount(chars, width, measure, ELLIPSIS)
  return count === 0 ? '' : chars.slice(0, count).join('').trimEnd() + ELLIPSIS
}

/**
 * `text` in at most `maxLines` lines of `width`, broken between words where it can; the last line cut with
 * '...' when the text goes on.
 */
export function fitLines(text: string, width: number, maxLines: number, measure: Measure): string[] {
  const lines: string[] = []
  let rest = text.trim()
  while (rest.length > 0 && lines.length < maxLines) {
    if (lines.length === maxLines - 1 || measure(rest) <= width) {
      const line = fitText(rest, width, measure)
      if (line !== '') lines.push(line)
      break
    }
    const words = rest.split(' ')
    let line = ''
    for (const word of words) {
      const candidate = line === '' ? word : `${line} ${word}`
      if (measure(candidate) > width) break
      line = candidate
    }
    // A first word longer than the line is cut where the line ends.
    if (line === '') {
      const chars = [...rest]
      line = chars.slice(0, Math.max(1, fittingCount(chars, width, measure, ''))).join('')
    }
    lines.push(line)
    rest = rest.slice(line.length).trim()
  }
  return lines
}
