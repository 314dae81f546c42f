import type { Plugin } from 'vite'

/** The module script Vite writes into index.html for the app's entry. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+\.js)"><\/script>/

/**
 * A returning browser's last screen is painted before the app's code runs (decision 039). The entry's
 * `<script type="module">` would run as soon as the document is parsed, before the browser paints: on a
 * phone that is a second of parsing and running the app's code with the kept screen already on the page and
 * not yet shown. So the entry is fetched as a `modulepreload` as before, and started by an inline script at
 * the end of the body: at once, or after the next paint when index.html has put a kept screen on the page.
 * The inline script is allowed by its hash like the others (src/server/http/csp.ts). A code file that cannot
 * be fetched ends as it did with the module script: the browser reports the failed request, and nothing else
 * is thrown on the page.
 */
export function paintBeforeApp(): Plugin {
  return {
    name: 'frogwalk:paint-before-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html)
        if (!entry?.[1]) throw new Error('index.html: the entry’s module script was not found')
        const start = [
          '<script>',
          '      ;(function () {',
          `        var start = function () { import(${JSON.stringify(entry[1])}).catch(function () {}) }`,
          "        if (!document.getElementById('kept-screen')) start()",
          '        else requestAnimationFrame(function () { setTimeout(start, 0) })',
          '      })()',
          '    </script>',
        ].join('\n')
        return html
          .replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
          .replace('</body>', `  ${start}\n  </body>`)
      },
    },
  }
}
