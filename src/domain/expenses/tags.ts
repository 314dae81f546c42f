/**
 * Expense tags of spec 5: trimmed, unique, added one at a time (Enter or the plus button). Uniqueness is
 * case-insensitive, keeping the first spelling, so 'eBay' and 'ebay' are one tag.
 */

/** The tag list after adding `typed`: unchanged when the trimmed text is empty or already present. */
export function addTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim()
  if (tag === '' || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return [...tags]
  return [...tags, tag]
}

/** The tag list without `tag` (exact match, as shown on the chip). */
export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag)
}

/** Any list of tags normalised: each trimmed, empty ones dropped, duplicates (case-insensitive) removed. */
export function normalizeTags(tags: readonly string[]): string[] {
  return tags.reduce<string[]>((result, tag) => addTag(result, tag), [])
}
