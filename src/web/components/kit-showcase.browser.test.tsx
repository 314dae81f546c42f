import axe from 'axe-core'
import { toast } from 'sonner'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { commands, page, userEvent } from 'vitest/browser'
import { z } from 'zod'

import { KitShowcase } from '../../../tests/helpers/kit-showcase'
import { renderUi } from '../../../tests/helpers/render-ui'
import { ApiError } from '../lib/api-error'
import { notifyFailure } from '../lib/notify'
import { writeLocalPreferences } from '../lib/preferences'

import { AppToaster } from './app-toaster'
import { useConfirm } from './confirm/confirm-context'
import { TextField } from './fields/text-field'
import { FormDialog } from './form/form-dialog'
import { useSchemaForm } from './form/use-schema-form'

const THEMES = ['light', 'dark'] as const
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

/** Serious and critical WCAG 2.2 AA violations of the page as it is now, one line each. */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  })
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** The theme as the app applies it: the preference (read by the toaster) and the class on <html>. */
function setTheme(theme: (typeof THEMES)[number]) {
  writeLocalPreferences({ theme })
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.documentElement.style.colorScheme = theme
}

/** Screenshots at both widths for people to look at (test-results/screens), the whole page or just the viewport. */
async function saveScreens(name: string, { fullPage }: { fullPage: boolean }) {
  for (const viewport of VIEWPORTS) {
    await commands.setWindowSize(viewport.width, viewport.height)
    await page.viewport(viewport.width, viewport.height)
    if (fullPage) {
      const height = Math.min(document.documentElement.scrollHeight, 8000)
      await commands.setWindowSize(viewport.width, height)
      await page.viewport(viewport.width, height)
    }
    await page.screenshot({ path: `../../../test-results/screens/${name}-${viewport.name}.png` })
  }
  await commands.setWindowSize(1280, 720)
  await page.viewport(1024, 768)
}

afterEach(() => {
  document.documentElement.style.colorScheme = ''
  localStorage.clear()
  // Toasts live in a store of their own, beyond the rendered tree.
  toast.dismiss()
})

describe('the kit showcase', () => {
  for (const theme of THEMES) {
    it(`has no serious accessibility violation in ${theme}`, async () => {
      setTheme(theme)
      const { screen } = await renderUi(<KitShowcase />)
      await expect.element(screen.getByRole('heading', { name: 'Kit showcase' })).toBeVisible()
      expect(await seriousViolations()).toEqual([])

      // A refused save: the field error at its field, and the one no field shows in the red box above the actions.
      await userEvent.click(screen.getByRole('button', { name: 'Mark as Sold' }))
      await expect
        .element(screen.getByRole('alert').filter({ hasText: 'The chosen receipt does not exist' }))
        .toBeVisible()
      await expect
        .element(screen.getByRole('textbox', { name: 'SKU' }))
        .toHaveAccessibleDescription('An item with this SKU already exists. SKUs must be unique.')
      expect(await seriousViolations()).toEqual([])
      await saveScreens(`kit-${theme}`, { fullPage: true })

      // The picker open on typed text that matches no brand.
      const picker = screen.getByRole('combobox', { name: 'Brand' })
      await userEvent.clear(picker)
      await userEvent.type(picker, 'Zara')
      await expect.element(screen.getByRole('option', { name: 'Create "Zara"' })).toBeVisible()
      expect(await seriousViolations()).toEqual([])
      await saveScreens(`kit-${theme}-picker`, { fullPage: true })
      // Three axe runs over the whole kit and full-page pictures at each width take 13 s alone; more when busy.
    }, 45_000)
  }
})

const DUPLICATE = 'A brand with this name already exists. Please choose a different name.'

const nameSchema = z.object({ name: z.string().trim().min(1, 'Brand name is required') })

function DialogsDemo() {
  const confirm = useConfirm()
  const [isFormOpen, setFormOpen] = useState(false)
  const form = useSchemaForm(nameSchema, { defaultValues: { name: 'Levi' } })
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Dialogs</h1>
      <button type="button" onClick={() => setFormOpen(true)}>
        Edit brand
      </button>
      <button
        type="button"
        onClick={() =>
          void confirm({ question: 'Are you sure you want to sign out?', confirmLabel: 'Sign Out' })
        }
      >
        Sign out
      </button>
      <button
        type="button"
        onClick={() =>
          notifyFailure(
            'Failed to delete item',
            new ApiError({ code: 'unavailable', status: 503, message: 'The database is not reachable.' }),
          )
        }
      >
        Fail
      </button>
      {isFormOpen ? (
        <FormDialog
          title="Edit Brand"
          form={form}
          draft={{ form: 'brand', id: 'showcase' }}
          onClose={() => setFormOpen(false)}
          onSave={() =>
            Promise.reject(
              new ApiError({
                code: 'conflict',
                status: 409,
                message: DUPLICATE,
                fields: { name: DUPLICATE },
              }),
            )
          }
        >
          <TextField label="Brand Name" {...form.field('name')} />
        </FormDialog>
      ) : null}
      <AppToaster />
    </main>
  )
}

describe('the dialogs and toasts', () => {
  for (const theme of THEMES) {
    it(`have no serious accessibility violation in ${theme}`, async () => {
      setTheme(theme)
      const { screen } = await renderUi(<DialogsDemo />)

      await userEvent.click(screen.getByRole('button', { name: 'Edit brand' }))
      await userEvent.click(screen.getByRole('button', { name: 'Save' }))
      // The server's field message, once, at its field: the red box is for what belongs to no field.
      await expect
        .element(screen.getByRole('textbox', { name: 'Brand Name' }))
        .toHaveAccessibleDescription(DUPLICATE)
      await expect.element(screen.getByRole('alert')).not.toBeInTheDocument()
      expect(await seriousViolations()).toEqual([])
      await saveScreens(`kit-${theme}-form-dialog`, { fullPage: false })
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))

      await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
      await expect.element(screen.getByRole('alertdialog')).toBeVisible()
      expect(await seriousViolations()).toEqual([])
      await saveScreens(`kit-${theme}-confirm`, { fullPage: false })
      await userEvent.keyboard('{Escape}')

      await userEvent.click(screen.getByRole('button', { name: 'Fail' }))
      await expect.element(screen.getByText('Failed to delete item')).toBeVisible()
      await expect.element(screen.getByText('The database is not reachable.')).toBeVisible()
      // Let the toast finish fading in: contrast is judged on the settled colours.
      await new Promise((resolve) => setTimeout(resolve, 600))
      expect(await seriousViolations()).toEqual([])
      await saveScreens(`kit-${theme}-toast`, { fullPage: false })
    })
  }
})
