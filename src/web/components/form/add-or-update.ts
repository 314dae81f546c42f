/** The add and update mutations of an api module (useAddBrand(), useUpdateBrand()...). */
export interface AddOrUpdate<Values, Saved = unknown> {
  add: { mutateAsync: (values: Values) => Promise<Saved> }
  update: { mutateAsync: (input: { id: string; changes: Values }) => Promise<Saved> }
}

/**
 * Saves a form's values: adds a record, or updates the one with `id`, and gives back what the server saved.
 * A failure is rethrown as `failure` words it (modalSaveFailure: the spec's 'Failed to save brand. Please
 * try again.' unless the server refused the input itself), which the form dialog shows.
 *
 *   onSave={async (values) => { await addOrUpdate(brand?.id, values, { add, update }, toFailure); onClose() }}
 */
export async function addOrUpdate<Values, Saved>(
  id: string | undefined,
  values: Values,
  { add, update }: AddOrUpdate<Values, Saved>,
  failure: (error: unknown) => unknown,
): Promise<Saved> {
  try {
    return id ? await update.mutateAsync({ id, changes: values }) : await add.mutateAsync(values)
  } catch (error) {
    throw failure(error)
  }
}
