import { createHash } from 'node:crypto'

import type { Plugin } from 'vite'

/** A library's call that inserts a `<style>` with a literal stylesheet (sonner's toaster does, on load). */
const INSERTED_STYLE = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/g

/**
 * The Content-Security-Policy allows no inline style but by its hash. Libraries that insert a stylesheet
 * at run time are found here, in their code as the build reads it, and the hashes of their stylesheets are
 * written to `csp.json` beside index.html, which the server reads at start (src/server/http/csp.ts). So the
 * policy follows a library update without anyone copying a hash by hand.
 */
export function cspHashes(): Plugin {
  const styles = new Set<string>()
  return {
    name: 'frogwalk:csp-hashes',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('node_modules') || !code.includes('__insertCSS(')) return null
      for (const match of code.matchAll(INSERTED_STYLE)) {
        const css = JSON.parse(match[1] ?? '""') as string
        styles.add(`'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`)
      }
      return null
    },
    generateBundle() {
      // Such a library appends its <style> empty, then its text: the browser checks the empty sheet first.
      if (styles.size > 0) styles.add(`'sha256-${createHash('sha256').update('', 'utf8').digest('base64')}'`)
      this.emitFile({
        type: 'asset',
        fileName: 'csp.json',
        source: `${JSON.stringify({ styleHashes: [...styles].sort() }, null, 2)}\n`,
      })
    },
  }
}
