import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { secureHeaders } from 'hono/secure-headers'

/** Where the build writes the hashes of the styles libraries insert at run time (scripts/csp-plugin.ts). */
const CSP_MANIFEST = 'csp.json'

type ContentSecurityPolicyOptions = NonNullable<
  NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']
>

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The hash sources of the inline scripts of a page (the theme script), as the browser hashes them. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => sha256Source(match[1] ?? ''))
}

function styleHashes(webRoot: string): string[] {
  const file = path.join(webRoot, CSP_MANIFEST)
  if (!existsSync(file)) return []
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { styleHashes?: unknown }
  return Array.isArray(manifest.styleHashes)
    ? manifest.styleHashes.filter((hash): hash is string => typeof hash === 'string')
    : []
}

/**
 * The Content-Security-Policy the built UI runs under: everything from the app's own origin, the inline
 * theme script of index.html allowed by its hash (computed here at start from the file that is served, so
 * it can never drift from it), the toaster's inserted stylesheet by the hash the build recorded, nothing
 * else inline, no plugins, no framing, no base or form target elsewhere. 'wasm-unsafe-eval' lets the scan
 * dialog compile the barcode reader's WebAssembly (decision 022), fetched from this origin like any script;
 * it allows no JavaScript eval.
 */
export function contentSecurityPolicy(webRoot: string | undefined): ContentSecurityPolicyOptions {
  const index = webRoot ? path.join(webRoot, 'index.html') : undefined
  const scripts = index && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : []
  const styles = webRoot ? styleHashes(webRoot) : []
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scripts, "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", ...styles],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  }
}
