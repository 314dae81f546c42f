import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'

import { renderUi } from '../../../../tests/helpers/render-ui'

import { TagsField } from './tags-field'

function Tags({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState(initial)
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <TagsField label="Tags" value={tags} onChange={setTags} />
      <output aria-label="Tag values">{JSON.stringify(tags)}</output>
    </form>
  )
}

describe('TagsField', () => {
  it('adds a trimmed tag with Enter and with the plus button, and clears the input', async () => {
    const { screen } = await renderUi(<Tags />)
    const input = screen.getByRole('textbox', { name: 'Tags' })
    const values = screen.getByRole('status', { name: 'Tag values' })
    await userEvent.type(input, '  shipping  {Enter}')
    await expect.element(values).toHaveTextContent('["shipping"]')
    await expect.element(input).toHaveValue('')

    await userEvent.type(input, 'ebay')
    await userEvent.click(screen.getByRole('button', { name: 'Add to Tags' }))
    await expect.element(values).toHaveTextContent('["shipping","ebay"]')
    await expect.element(screen.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveLength(2)
  })

  it('ignores blanks and duplicates, whatever their case', async () => {
    const { screen } = await renderUi(<Tags initial={['eBay']} />)
    const input = screen.getByRole('textbox', { name: 'Tags' })
    await userEvent.type(input, 'EBAY{Enter}')
    await userEvent.type(input, '   {Enter}')
    await expect.element(screen.getByRole('status', { name: 'Tag values' })).toHaveTextContent('["eBay"]')
  })

  it('removes a tag with its own button', async () => {
    const { screen } = await renderUi(<Tags initial={['office', 'travel']} />)
    await userEvent.click(screen.getByRole('button', { name: 'Remove office' }))
    await expect.element(screen.getByRole('status', { name: 'Tag values' })).toHaveTextContent('["travel"]')
  })
})
