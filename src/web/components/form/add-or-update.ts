/** The add and update mutations of an api module (useAddBrand(), useUpdateBrand()...). */
export interface AddOrUpdate<Values> {
  add: { mutateAsync: (values: Values) => Promise<unknown> }
  update: { mutateAsync: (input: { id: string; changes: Values }) => Promise<unknown> }
}

/**
 * Saves a form's values: adds a record, or updates the one with `id`. A failure is rethrown as `failure`
 * words it (modalSaveFailure: the spec's 'Failed to save brand. Please try again.' unless the server
 * refused the input itself), which the form dialog shows.
 *
 *   onSave={async (values) => { await addOrUpdate(brand?.id, values, { add, update }, toFailure); onClose() }}
 */
export async function addOrUpdate<Values>(
  id: string | undefined,
  values: Values,
  { add, update }: AddOrUpdate<Values>,
  failure: (error: unknown) => unknown,
): Promise<void> {
  try {
    if (id) await update.mutateAsync({ id, changes: values })
    else await add.mutateAsync(values)
  } catch (error) {
    throw failure(error)
  }
}
