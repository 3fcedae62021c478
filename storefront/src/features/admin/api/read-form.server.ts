export { FormTooLarge, readForm } from "../../../lib/read-form.server"

/** A text field as posted ("" when missing or a file). */
export const textOf = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === "string" ? value : ""
}

const isFile = (value: FormDataEntryValue | null): value is File => typeof value === "object" && value !== null && "size" in value

/** The files chosen in a file input: a browser posts an empty, nameless file when none was chosen. */
export const filesOf = (form: FormData, name: string): File[] =>
  form.getAll(name).filter((value): value is File => isFile(value) && (value.size > 0 || value.name !== ""))

/** The one file of a file input, or null when none was chosen. */
export const fileOf = (form: FormData, name: string): File | null => filesOf(form, name)[0] ?? null
