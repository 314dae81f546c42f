/** One choice of a picker: a server row's id and the label the form keeps. */
export interface PickerOption {
  id: string
  label: string
}
