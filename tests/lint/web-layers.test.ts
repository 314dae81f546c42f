import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The layering of src/web (docs/decisions/031-web-layers.md) is kept by ESLint's no-restricted-imports
 * patterns in eslint.config.js: each case lints one import as if written in the named file (which need not
 * exist) and checks that exactly the crossings downwards-to-upwards and between features are refused.
 */
const eslint = new ESLint()

async function isRefused(filePath: string, from: string): Promise<boolean> {
  return refusedBy(filePath, `export * from '${from}'\n`, 'no-restricted-imports')
}

async function refusedBy(filePath: string, code: string, rule: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).some((message) => message.ruleId === rule)
}

describe('the web layers', () => {
  it.each([
    ['src/web/lib/probe.ts', '../api/client'],
    ['src/web/lib/probe.ts', '../hooks/use-auth'],
    ['src/web/api/probe.ts', '../hooks/use-auth'],
    ['src/web/api/probe.ts', '../components/ui/button'],
    ['src/web/api/probe.ts', '../features/vendors/vendors-page'],
    ['src/web/hooks/probe.ts', '../components/ui/button'],
    ['src/web/hooks/probe.ts', '../features/sync/sync-page'],
    ['src/web/components/fields/probe.ts', '../../features/sync/sync-page'],
    ['src/web/components/probe.ts', '../shell/app-layout'],
    ['src/web/features/expenses/probe.ts', '../vendors/vendors-page'],
    ['src/web/features/expenses/probe.ts', '../../features/brands/brands-page'],
    ['src/web/features/expenses/probe.ts', '../../shell/app-layout'],
    ['src/web/features/expenses/probe.ts', '../../router'],
    ['src/web/api/probe.ts', '../../server/app'],
    ['src/web/features/expenses/probe.ts', '../../api/client'],
    ['src/web/components/probe.ts', '../api/client'],
    ['src/web/hooks/probe.ts', '../api/client'],
    ['src/web/shell/probe.ts', '../api/client'],
  ])('%s may not import %s', async (file, from) => {
    expect(await isRefused(file, from)).toBe(true)
  })

  it.each([
    ['src/web/lib/probe.ts', './format'],
    ['src/web/api/probe.ts', '../lib/format'],
    ['src/web/hooks/probe.ts', '../api/items'],
    ['src/web/components/fields/probe.ts', '../../hooks/use-auth'],
    ['src/web/components/fields/probe.ts', '../../api/files'],
    ['src/web/api/probe.ts', './client'],
    ['src/web/features/expenses/probe.ts', './expense-types'],
    ['src/web/features/expenses/probe.ts', '../../components/files/attachment'],
    ['src/web/features/expenses/probe.ts', '../../hooks/use-auth'],
    ['src/web/features/expenses/probe.ts', '../../../domain/money'],
    ['src/web/shell/probe.ts', '../features/sync/kept-writes-sync'],
    ['src/web/router.tsx', './features/inventory/item-actions-provider'],
    ['src/web/hooks/probe.browser.test.tsx', '../components/search-box'],
  ])('%s may import %s', async (file, from) => {
    expect(await isRefused(file, from)).toBe(false)
  })

  it('keeps fetch and XMLHttpRequest to the api/ modules', async () => {
    const call = "export const answer = fetch('/api/items')\n"
    const upload = 'export const request = new XMLHttpRequest()\n'
    expect(await refusedBy('src/web/features/inventory/probe.ts', call, 'no-restricted-globals')).toBe(true)
    expect(await refusedBy('src/web/components/probe.ts', upload, 'no-restricted-globals')).toBe(true)
    expect(await refusedBy('src/web/api/probe.ts', call, 'no-restricted-globals')).toBe(false)
    expect(await refusedBy('src/web/api/probe.ts', upload, 'no-restricted-globals')).toBe(false)
  })
})
