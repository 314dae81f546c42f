import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { send, useTestApp } from '../../../tests/helpers/app'

const THEME_SCRIPT = "\n      document.documentElement.classList.toggle('dark', true)\n    "
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-csp-'))
writeFileSync(
  path.join(webRoot, 'index.html'),
  `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app.js"></script></head></html>`,
)
writeFileSync(path.join(webRoot, 'csp.json'), JSON.stringify({ styleHashes: ["'sha256-abc='"] }))

describe('security headers', () => {
  const t = useTestApp('pglite', { webRoot })

  it('sends a CSP allowing only the app’s own files, the theme script by its hash and the recorded styles', async () => {
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64')
    for (const url of ['/', '/api/health']) {
      const csp = (await send(t.app, 'GET', url)).headers.get('content-security-policy') ?? ''
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
      expect(csp).toContain(`style-src 'self' 'sha256-abc='`)
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('unsafe-inline')
      // WebAssembly (the barcode reader) compiles; JavaScript eval stays refused.
      expect(csp).toMatch(/script-src [^;]*'wasm-unsafe-eval'/)
      expect(csp).not.toContain("'unsafe-eval'")
    }
  })

  it('sends no HSTS without an https public address', async () => {
    expect((await send(t.app, 'GET', '/api/health')).headers.get('strict-transport-security')).toBeNull()
  })
})
