import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent, type Locator } from 'vitest/browser'
import { z } from 'zod'

import { renderUi } from '../../../../tests/helpers/render-ui'
import { parseMoney } from '../../../domain/money'
import { ApiError } from '../../lib/api-error'
import { MoneyField } from '../fields/money-field'
import { TextField } from '../fields/text-field'

import { FormDialog } from './form-dialog'
import { UnsavedChangesProvider } from './unsaved-navigation'
import { useSchemaForm } from './use-schema-form'

// A schema shaped like the shared ones: trimmed required text, and money typed as text parsed to cents.
const brandSchema = z.object({
  name: z.string().trim().min(1, 'Brand name is required'),
  price: z.string().transform((text, context) => {
    const cents = parseMoney(text)
    if (cents === null) {
      context.addIssue({ code: 'custom', message: 'Enter an amount' })
      return z.NEVER
    }
    return cents
  }),
})

type Save = (values: z.output<typeof brandSchema>) => Promise<unknown>

function BrandDialog({
  save,
  labels,
  closedYear,
}: {
  save: Save
  labels?: { submit: string; pending: string }
  closedYear?: number
}) {
  const [isOpen, setOpen] = useState(true)
  const form = useSchemaForm(brandSchema, { defaultValues: { name: '', price: '' } })
  if (!isOpen) return <p>Closed</p>
  return (
    <FormDialog
      title="Add Brand"
      form={form}
      draft={{ form: 'brand' }}
      closedYear={closedYear}
      submitLabel={labels?.submit}
      pendingLabel={labels?.pending}
      onClose={() => setOpen(false)}
      onSave={async (values) => {
        await save(values)
        setOpen(false)
      }}
    >
      <TextField label="Brand Name" {...form.field('name')} />
      <MoneyField label="Price" {...form.field('price')} />
      <output aria-label="Form values">{JSON.stringify(form.watch())}</output>
    </FormDialog>
  )
}

const DUPLICATE = 'A brand with this name already exists. Please choose a different name.'

describe('FormDialog with useSchemaForm', () => {
  it('shows a record of a closed year read-only: the notice first, every field disabled, no Save', async () => {
    const save = vi.fn<Save>()
    const { screen } = await renderUi(<BrandDialog save={save} closedYear={2024} />)
    await expect
      .element(screen.getByRole('note'))
      .toHaveTextContent('2024 is closed. Reopen it on the Tax Summary to change what is dated in it.')
    await expect.element(screen.getByRole('link', { name: 'Open the 2024 Tax Summary' })).toBeVisible()
    await expect.element(screen.getByRole('textbox', { name: 'Brand Name' })).toBeDisabled()
    await expect.element(screen.getByRole('textbox', { name: 'Price' })).toBeDisabled()
    await expect.element(screen.getByRole('button', { name: 'Save' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }).last())
    await expect.element(screen.getByText('Closed')).toBeVisible()
    expect(save).not.toHaveBeenCalled()
  })

  it("shows a server's field message once, at its field, with no red box, and keeps what was typed", async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValue(
        new ApiError({ code: 'conflict', status: 409, message: DUPLICATE, fields: { name: DUPLICATE } }),
      )
    const { screen } = await renderUi(<BrandDialog save={save} />)
    const name = screen.getByRole('textbox', { name: 'Brand Name' })
    const price = screen.getByRole('textbox', { name: 'Price' })
    await userEvent.fill(name, '  Levi  ')
    await userEvent.fill(price, '1,234.50')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    await expect.element(name).toHaveAttribute('aria-invalid', 'true')
    await expect.element(name).toHaveAccessibleDescription(DUPLICATE)
    await expect.element(name).toHaveFocus()
    await expect.element(screen.getByText(DUPLICATE)).toBeVisible()
    expect(screen.getByText(DUPLICATE).elements()).toHaveLength(1)
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument()
    await expect.element(name).toHaveValue('  Levi  ')
    await expect.element(price).toHaveValue('1,234.50')
    await expect.element(screen.getByRole('button', { name: 'Save' })).toBeEnabled()
    expect(save).toHaveBeenCalledWith({ name: 'Levi', price: 123_450 })
  })

  it('puts in the red box what belongs to no field or to one the form does not show, and nothing else', async () => {
    const save = vi.fn<Save>().mockRejectedValue(
      new ApiError({
        code: 'validation_failed',
        status: 400,
        message: `name: ${DUPLICATE}`,
        fields: {
          name: DUPLICATE,
          receiptId: 'The chosen receipt does not exist',
          _: 'Unknown field: color',
        },
      }),
    )
    const { screen } = await renderUi(<BrandDialog save={save} />)
    await userEvent.fill(screen.getByRole('textbox', { name: 'Brand Name' }), 'Levi')
    await userEvent.fill(screen.getByRole('textbox', { name: 'Price' }), '5')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    const alert = screen.getByRole('alert')
    await expect.element(alert).toHaveTextContent('The chosen receipt does not exist Unknown field: color')
    await expect.element(alert).not.toHaveTextContent(DUPLICATE)
    await expect
      .element(screen.getByRole('textbox', { name: 'Brand Name' }))
      .toHaveAccessibleDescription(DUPLICATE)
    expect(screen.getByText(DUPLICATE).elements()).toHaveLength(1)
  })

  it('puts a failure without field messages in the red box', async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValue(
        new ApiError({ code: 'unavailable', status: 503, message: 'The database is not reachable.' }),
      )
    const { screen } = await renderUi(<BrandDialog save={save} />)
    await userEvent.fill(screen.getByRole('textbox', { name: 'Brand Name' }), 'Levi')
    await userEvent.fill(screen.getByRole('textbox', { name: 'Price' }), '5')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await expect.element(screen.getByRole('alert')).toHaveTextContent('The database is not reachable.')
  })

  it('checks the schema before saving and shows its message at the field', async () => {
    const save = vi.fn<Save>().mockResolvedValue(undefined)
    const { screen } = await renderUi(<BrandDialog save={save} />)
    await userEvent.fill(screen.getByRole('textbox', { name: 'Price' }), '5')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    const name = screen.getByRole('textbox', { name: 'Brand Name' })
    await expect.element(name).toHaveAccessibleDescription('Brand name is required')
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
  })

  it('disables the submit button while saving, with the labels the dialog asks for, and closes after', async () => {
    let finish: () => void = () => undefined
    const save = vi.fn<Save>(() => new Promise<void>((resolve) => (finish = resolve)))
    const { screen } = await renderUi(
      <BrandDialog save={save} labels={{ submit: 'Add Reading', pending: 'Adding...' }} />,
    )
    await userEvent.fill(screen.getByRole('textbox', { name: 'Brand Name' }), 'Patagonia')
    await userEvent.fill(screen.getByRole('textbox', { name: 'Price' }), '3')
    await userEvent.click(screen.getByRole('button', { name: 'Add Reading' }))

    await expect.element(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled()
    finish()
    await expect.element(screen.getByText('Closed')).toBeVisible()
  })

  it('keeps money as the text typed; only the schema turns it into cents', async () => {
    const save = vi.fn<Save>().mockResolvedValue(undefined)
    const { screen } = await renderUi(<BrandDialog save={save} />)
    const price = screen.getByRole('textbox', { name: 'Price' })
    await expect.element(price).toHaveAttribute('inputmode', 'decimal')
    await userEvent.fill(price, '12.5')
    await expect
      .element(screen.getByRole('status', { name: 'Form values' }))
      .toHaveTextContent('{"name":"","price":"12.5"}')
    await userEvent.fill(screen.getByRole('textbox', { name: 'Brand Name' }), 'Zara')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await expect.poll(() => save.mock.calls[0]?.[0]).toEqual({ name: 'Zara', price: 1250 })
  })
})

const CLOSES: Record<string, (dialog: Locator) => Promise<void>> = {
  Cancel: (dialog) => userEvent.click(dialog.getByRole('button', { name: 'Cancel' })),
  Escape: () => userEvent.keyboard('{Escape}'),
  'the close button': (dialog) => userEvent.click(dialog.getByRole('button', { name: 'Close' })),
  // Outside the dialog's box: the backdrop, which belongs to the <dialog> element.
  'the backdrop': (dialog) => userEvent.click(dialog, { position: { x: -12, y: -12 } }),
}

describe('closing a FormDialog', () => {
  it.each(Object.keys(CLOSES))(
    'with %s: a changed form asks; Keep Editing keeps everything typed, Discard Changes closes',
    async (way) => {
      const close = CLOSES[way]!
      const { screen } = await renderUi(<BrandDialog save={vi.fn<Save>()} />)
      const dialog = screen.getByRole('dialog', { name: 'Add Brand' })
      await userEvent.fill(screen.getByRole('textbox', { name: 'Brand Name' }), 'Levis')
      await userEvent.fill(screen.getByRole('textbox', { name: 'Price' }), '12.50')

      await close(dialog)
      const question = screen.getByRole('alertdialog', { name: 'Discard Changes' })
      await expect
        .element(question)
        .toHaveAccessibleDescription(
          'Are you sure you want to leave this form? Your unsaved changes will be lost.',
        )
      await expect.element(question.getByRole('button', { name: 'Keep Editing' })).toHaveFocus()
      await userEvent.click(question.getByRole('button', { name: 'Keep Editing' }))
      await expect.element(question).not.toBeInTheDocument()
      await expect.element(dialog).toBeVisible()
      await expect.element(screen.getByRole('textbox', { name: 'Brand Name' })).toHaveValue('Levis')
      await expect.element(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('12.50')

      await close(dialog)
      await userEvent.click(question.getByRole('button', { name: 'Discard Changes' }))
      await expect.element(screen.getByText('Closed')).toBeVisible()
    },
  )

  it.each(Object.keys(CLOSES))('with %s: an unchanged form closes at once', async (way) => {
    const { screen } = await renderUi(<BrandDialog save={vi.fn<Save>()} />)
    const name = screen.getByRole('textbox', { name: 'Brand Name' })
    // Typed and typed back: the form is at its start again.
    await userEvent.fill(name, 'Levis')
    await userEvent.clear(name)
    await CLOSES[way]!(screen.getByRole('dialog', { name: 'Add Brand' }))
    await expect.element(screen.getByText('Closed')).toBeVisible()
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('stays open when Escape is pressed again and again, asking each time', async () => {
    const { screen } = await renderUi(<BrandDialog save={vi.fn<Save>()} />)
    const dialog = screen.getByRole('dialog', { name: 'Add Brand' })
    await userEvent.fill(screen.getByRole('textbox', { name: 'Brand Name' }), 'Levis')
    const question = screen.getByRole('alertdialog', { name: 'Discard Changes' })
    for (let time = 0; time < 3; time += 1) {
      await userEvent.keyboard('{Escape}')
      await expect.element(question).toBeVisible()
      // Escape on the question answers it: keep editing.
      await userEvent.keyboard('{Escape}')
      await expect.element(question).not.toBeInTheDocument()
      await expect.element(dialog).toBeVisible()
    }
    await expect.element(screen.getByRole('textbox', { name: 'Brand Name' })).toHaveValue('Levis')
  })

  it('drops the draft when the person discards, and keeps it when they keep editing', async () => {
    sessionStorage.clear()
    const key = 'frogwalk.draft.user-a.brand.new'
    const { screen } = await renderUi(
      <UnsavedChangesProvider draftOwner="user-a">
        <BrandDialog save={vi.fn<Save>()} />
      </UnsavedChangesProvider>,
    )
    await userEvent.fill(screen.getByRole('textbox', { name: 'Brand Name' }), 'Levis')
    await expect.poll(() => sessionStorage.getItem(key)).toContain('Levis')
    await userEvent.keyboard('{Escape}')
    const question = screen.getByRole('alertdialog', { name: 'Discard Changes' })
    await userEvent.click(question.getByRole('button', { name: 'Keep Editing' }))
    expect(sessionStorage.getItem(key)).toContain('Levis')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await userEvent.click(question.getByRole('button', { name: 'Discard Changes' }))
    await expect.element(screen.getByText('Closed')).toBeVisible()
    expect(sessionStorage.getItem(key)).toBeNull()
  })
})
