import { gzipSync } from 'node:zlib'

import type { Plugin } from 'vite'

const KB = 1000

/**
 * After `vite build`, adds up the gzip size of the JavaScript index.html loads before anything shows: the
 * entry script and its modulepreloads, not the chunks screens load lazily. Prints it, and fails the build
 * when it is above `limitKb` (kB of 1,000 bytes, as Vite prints sizes), so the first load stays small.
 */
export function entryBudget({ limitKb }: { limitKb: number }): Plugin {
  return {
    name: 'frogwalk:entry-budget',
    apply: 'build',
    writeBundle(_options, bundle) {
      const html = bundle['index.html']
      if (html?.type !== 'asset') return
      const files = entryScripts(String(html.source))
      const sizes = files.map((fileName) => {
        const chunk = bundle[fileName]
        if (chunk?.type !== 'chunk') this.error(`index.html loads ${fileName}, which the build did not make`)
        return { fileName, gzip: gzipSync(chunk.code).length }
      })
      const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0)
      const lines = sizes.map(({ fileName, gzip }) => `  ${fileName}  ${formatKb(gzip)}`)
      const summary = `JavaScript loaded by index.html: ${formatKb(total)} gzip (budget ${limitKb} kB)`
      this.info([summary, ...lines].join('\n'))
      if (total > limitKb * KB) {
        this.error(
          `${summary} is over budget: load the new code lazily with its screen, or raise the budget on purpose.`,
        )
      }
    },
  }
}

/** The files of `<script type="module" src>` and `<link rel="modulepreload" href>` in built HTML. */
export function entryScripts(html: string): string[] {
  const files: string[] = []
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const isModuleScript = tag.startsWith('<script') && /\btype="module"/.test(tag)
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag)
    const url = /\b(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1]
    if ((isModuleScript || isPreload) && url) files.push(url.replace(/^\//, ''))
  }
  return files
}

function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(2)} kB`
}
