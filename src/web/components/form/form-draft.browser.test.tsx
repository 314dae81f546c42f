import { useEffect } from 'react'
import { Controller } from 'react-hook-form'
import { Link, Route, Routes, useNavigate } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { z } from 'zod'

import { renderUi } from '../../../../tests/helpers/render-ui'
import { parseMoney } from '../../../domain/money'
import { ApiError } from '../../lib/api-error'
import { clearDrafts } from '../../lib/form-drafts'
import { MoneyField } from '../fields/money-field'
import { TagsField } from '../fields/tags-field'
import { TextField } from '../fields/text-field'

import { DRAFT_OFFER_TITLE } from './draft-offer'
import { PageForm } from './page-form'
import { UnsavedChangesProvider } from './unsaved-navigation'
import { useSchemaForm } from './use-schema-form'

// Shaped like the item form: a code the form fills in by itself, text, money typed as text, and tags.
const thingSchema = z.object({
  code: z.string(),
  brand: z.string().trim().min(1, 'Brand is required'),
  cost: z.string().transform((text, context) => {
    const cents = parseMoney(text)
    if (cents === null) {
      context.addIssue({ code: 'custom', message: 'Enter an amount' })
      return z.NEVER
    }
    return cents
  }),
  tags: z.array(z.string()),
})

type Save = (values: z.output<typeof thingSchema>) => Promise<unknown>

const KEY = (owner: string) => `frogwalk.draft.${owner}.thing.new`

function stored(owner = 'user-a'): unknown {
  const text = sessionStorage.getItem(KEY(owner))
  return text === null ? null : (JSON.parse(text) as { changes: unknown }).changes
}

function ThingPage({ save, code }: { save: Save; code: string }) {
  const navigate = useNavigate()
  const form = useSchemaForm(thingSchema, { defaultValues: { code: '', brand: '', cost: '', tags: [] } })
  const { getValues, resetField } = form
  useEffect(() => {
    // As the item form does with its offered SKU: a starting value the form sets by itself.
    if (getValues('code') === '') resetField('code', { defaultValue: code })
  }, [getValues, resetField, code])
  return (
    <PageForm
      label="Add Thing"
      form={form}
      draft={{ form: 'thing' }}
      onCancel={() => void navigate(-1)}
      onSave={async (values) => {
        const result = await save(values)
        if (result === false) return false
        await navigate('/')
      }}
    >
      <TextField label="Code" {...form.field('code')} />
      <TextField label="Brand" {...form.field('brand')} />
      <MoneyField label="Cost" {...form.field('cost')} />
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => <TagsField label="Tags" {...field} />}
      />
    </PageForm>
  )
}

function App({ owner, save, code }: { owner: string; save: Save; code: string }) {
  return (
    <UnsavedChangesProvider draftOwner={owner}>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <h1>Home</h1>
              <Link to="/add">Add Thing</Link>
            </>
          }
        />
        <Route
          path="/add"
          element={
            <>
              <Link to="/">Home</Link>
              <ThingPage save={save} code={code} />
            </>
          }
        />
      </Routes>
    </UnsavedChangesProvider>
  )
}

async function open(owner = 'user-a', save: Save = () => Promise.resolve(), code = 'UL-0001') {
  const rendered = await renderUi(<App owner={owner} save={save} code={code} />, { url: '/' })
  // Arrive by a link, as a person does, so Back has somewhere to go.
  await userEvent.click(rendered.screen.getByRole('link', { name: 'Add Thing' }))
  await expect.element(rendered.screen.getByRole('textbox', { name: 'Code' })).toHaveValue(code)
  return rendered
}

async function fillHalf(screen: Awaited<ReturnType<typeof open>>['screen']) {
  await userEvent.fill(screen.getByRole('textbox', { name: 'Brand' }), 'Levis')
  await userEvent.fill(screen.getByRole('textbox', { name: 'Cost' }), '1,234.50')
  await userEvent.type(screen.getByRole('textbox', { name: 'Tags' }), 'denim{Enter}')
}

function unloadIsStopped(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('useFormDraft (through PageForm) and UnsavedChangesProvider', () => {
  beforeEach(() => {
    sessionStorage.clear()
  })

  it('keeps a draft of the changed values as typed, money as text, only while there are any', async () => {
    const { screen } = await open()
    // The code the form filled in by itself is a starting value: nothing is kept, nothing asks.
    await expect.poll(() => stored()).toBeNull()
    expect(unloadIsStopped()).toBe(false)

    await fillHalf(screen)
    await expect.poll(() => stored()).toEqual({ brand: 'Levis', cost: '1,234.50', tags: ['denim'] })
    expect(unloadIsStopped()).toBe(true)

    await userEvent.clear(screen.getByRole('textbox', { name: 'Brand' }))
    await userEvent.clear(screen.getByRole('textbox', { name: 'Cost' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove denim' }))
    await expect.poll(() => stored()).toBeNull()
    expect(unloadIsStopped()).toBe(false)
  })

  it('offers the draft when the form opens again; Restore brings every value back', async () => {
    const first = await open()
    await fillHalf(first.screen)
    await expect.poll(() => stored()).not.toBeNull()
    await first.screen.unmount()

    const { screen } = await open()
    const offer = screen.getByRole('region', { name: DRAFT_OFFER_TITLE })
    await expect.element(offer).toBeVisible()
    await expect.element(screen.getByRole('textbox', { name: 'Brand' })).toHaveValue('')
    // Typing while the offer waits does not overwrite the draft.
    await userEvent.fill(screen.getByRole('textbox', { name: 'Brand' }), 'Zara')
    expect(stored()).toMatchObject({ brand: 'Levis' })

    await userEvent.click(offer.getByRole('button', { name: 'Restore Changes' }))
    await expect.element(offer).not.toBeInTheDocument()
    await expect.element(screen.getByRole('textbox', { name: 'Brand' })).toHaveValue('Levis')
    await expect.element(screen.getByRole('textbox', { name: 'Cost' })).toHaveValue('1,234.50')
    await expect.element(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('UL-0001')
    await expect.element(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('denim')
    await expect.element(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus()
    // Restored, the form is still changed: its draft stays, and leaving asks.
    expect(stored()).toMatchObject({ brand: 'Levis' })
    expect(unloadIsStopped()).toBe(true)
  })

  it('restores only the changes, over what the form starts with now', async () => {
    const first = await open()
    await userEvent.fill(first.screen.getByRole('textbox', { name: 'Brand' }), 'Levis')
    await expect.poll(() => stored()).toEqual({ brand: 'Levis' })
    await first.screen.unmount()

    // Opened again, the form starts from a new code of its own: the draft does not turn it back.
    const { screen } = await open('user-a', () => Promise.resolve(), 'UL-0002')
    await userEvent.click(screen.getByRole('button', { name: 'Restore Changes' }))
    await expect.element(screen.getByRole('textbox', { name: 'Brand' })).toHaveValue('Levis')
    await expect.element(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('UL-0002')
  })

  it('Discard Changes drops the draft and leaves the form at its start', async () => {
    const first = await open()
    await fillHalf(first.screen)
    await expect.poll(() => stored()).not.toBeNull()
    await first.screen.unmount()

    const second = await open()
    await userEvent.click(second.screen.getByRole('button', { name: 'Discard Changes' }))
    await expect
      .element(second.screen.getByRole('region', { name: DRAFT_OFFER_TITLE }))
      .not.toBeInTheDocument()
    await expect.element(second.screen.getByRole('textbox', { name: 'Brand' })).toHaveValue('')
    expect(stored()).toBeNull()
    await second.screen.unmount()

    const third = await open()
    await expect.element(third.screen.getByRole('textbox', { name: 'Brand' })).toBeVisible()
    await expect
      .element(third.screen.getByRole('region', { name: DRAFT_OFFER_TITLE }))
      .not.toBeInTheDocument()
  })

  it("never offers one user's draft to another; it waits for its own user", async () => {
    const first = await open('user-a')
    await fillHalf(first.screen)
    await expect.poll(() => stored('user-a')).not.toBeNull()
    await first.screen.unmount()

    const other = await open('user-b')
    await expect.element(other.screen.getByRole('textbox', { name: 'Brand' })).toHaveValue('')
    await expect
      .element(other.screen.getByRole('region', { name: DRAFT_OFFER_TITLE }))
      .not.toBeInTheDocument()
    await other.screen.unmount()

    const same = await open('user-a')
    await expect.element(same.screen.getByRole('region', { name: DRAFT_OFFER_TITLE })).toBeVisible()
  })

  it('a save drops the draft; a refused save, or one that saved nothing, keeps it', async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(new ApiError({ code: 'conflict', status: 409, message: 'Failed to save.' }))
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(undefined)
    const { screen } = await open('user-a', save)
    await fillHalf(screen)
    const saveButton = screen.getByRole('button', { name: 'Save' })

    await userEvent.click(saveButton)
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Failed to save.')
    expect(stored()).toMatchObject({ brand: 'Levis' })

    await userEvent.click(saveButton)
    await expect.poll(() => save.mock.calls.length).toBe(2)
    await expect.element(saveButton).toBeEnabled()
    expect(stored()).toMatchObject({ brand: 'Levis' })
    expect(unloadIsStopped()).toBe(true)

    // The save's own navigation home is not stopped.
    await userEvent.click(saveButton)
    await expect.element(screen.getByRole('heading', { name: 'Home' })).toBeVisible()
    expect(stored()).toBeNull()
    expect(save).toHaveBeenLastCalledWith({ code: 'UL-0001', brand: 'Levis', cost: 123_450, tags: ['denim'] })
  })

  it('leaving a changed page asks first: Keep Editing stays with everything typed, Discard Changes goes', async () => {
    const { screen, router } = await open()
    await fillHalf(screen)
    await userEvent.click(screen.getByRole('link', { name: 'Home' }))
    const question = screen.getByRole('alertdialog', { name: 'Discard Changes' })
    await expect
      .element(question)
      .toHaveAccessibleDescription(
        'Are you sure you want to leave this form? Your unsaved changes will be lost.',
      )
    await userEvent.click(question.getByRole('button', { name: 'Keep Editing' }))
    await expect.element(question).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/add')
    await expect.element(screen.getByRole('textbox', { name: 'Brand' })).toHaveValue('Levis')

    // Back (the page's Cancel goes back) asks as well.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await userEvent.click(question.getByRole('button', { name: 'Discard Changes' }))
    await expect.element(screen.getByRole('heading', { name: 'Home' })).toBeVisible()
    expect(stored()).toBeNull()

    // An unchanged form is left without a question.
    await userEvent.click(screen.getByRole('link', { name: 'Add Thing' }))
    await userEvent.click(screen.getByRole('link', { name: 'Home' }))
    await expect.element(screen.getByRole('heading', { name: 'Home' })).toBeVisible()
    await expect.element(question).not.toBeInTheDocument()
  })

  it('clearDrafts forgets every draft of the tab, whoever typed it', async () => {
    const { screen } = await open('user-a')
    await fillHalf(screen)
    await expect.poll(() => stored('user-a')).not.toBeNull()
    sessionStorage.setItem('frogwalk.draft.user-b.brand.new', JSON.stringify({ changes: { name: 'x' } }))
    sessionStorage.setItem('another-key', 'kept')
    clearDrafts()
    expect(stored('user-a')).toBeNull()
    expect(sessionStorage.getItem('frogwalk.draft.user-b.brand.new')).toBeNull()
    expect(sessionStorage.getItem('another-key')).toBe('kept')
  })

  it('takes only the fields a draft shares with the form, each of the same kind', async () => {
    sessionStorage.setItem(
      KEY('user-a'),
      JSON.stringify({ changes: { brand: 'Levis', cost: 12, tags: 'denim', password: 'secret' } }),
    )
    const { screen } = await open()
    await userEvent.click(screen.getByRole('button', { name: 'Restore Changes' }))
    await expect.element(screen.getByRole('textbox', { name: 'Brand' })).toHaveValue('Levis')
    await expect.element(screen.getByRole('textbox', { name: 'Cost' })).toHaveValue('')
    await expect.element(screen.getByRole('list', { name: 'Tags' })).not.toBeInTheDocument()
  })
})
