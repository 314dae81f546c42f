import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import type { Plugin } from 'vite'

/** Where src/web/index.html takes the sign-in screen's HTML. */
const PLACEHOLDER = '<!--sign-in-markup-->'
const RENDERER = fileURLToPath(new URL('./sign-in-markup.ts', import.meta.url))

/** The sign-in screen's first render as HTML, from the same React component the app draws. */
function renderSignIn(): string {
  const html = execFileSync(process.execPath, ['--import', 'tsx', RENDERER], { encoding: 'utf8' })
  if (!html.includes('<form')) throw new Error('The sign-in screen rendered no form')
  // The Content-Security-Policy allows no style attribute: the screen would show unstyled parts.
  if (/\sstyle=/.test(html)) throw new Error('The sign-in screen’s HTML carries a style attribute')
  return html
}

/**
 * A first visit shows the sign-in form from index.html, before any of the app's code has run (decision 042):
 * the build renders the sign-in screen with React (renderToStaticMarkup) into the page's
 * `<template id="sign-in-markup">`, which an inline script shows at once when nobody was signed in on the
 * browser. The app takes the form over with what was typed (src/web/lib/sign-in-first.ts).
 */
export function staticSignIn(): Plugin {
  return {
    name: 'frogwalk:static-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html: ${PLACEHOLDER} was not found`)
        return html.replace(PLACEHOLDER, renderSignIn())
      },
    },
  }
}
