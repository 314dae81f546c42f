import { describe, expect, it } from 'vitest'

import { entryScripts } from './entry-budget-plugin'

describe('entryScripts', () => {
  it('lists the module entry and its modulepreloads, not styles, icons or inline scripts', () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
      <script>document.documentElement.classList.add('dark')</script>
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-def.js">
      <link rel="modulepreload" crossorigin href="/assets/vendor~index-ghi.js">
      <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
    </head><body><div id="root"></div></body></html>`
    expect(entryScripts(html)).toEqual([
      'assets/index-abc.js',
      'assets/react-def.js',
      'assets/vendor~index-ghi.js',
    ])
  })
})
