/** Every message this plugin's API returns, in one place (the spec's wording, spelling corrected). */
export const messages = {
  titleRequired: "title is required",
  descriptionRequired: "description is required",
  imageRequired: "image is required",
  urlRequired: "url is required",
  nameRequired: "name is required",
  dateInvalid: "date must be a valid date",
  tooLong: (name: string, max: number) => `${name} must be at most ${max} characters`,
  nulCharacter: (name: string) => `${name} contains a NUL character (\\u0000), which is not allowed`,
  imageType: "The image must be a JPEG, PNG, WebP or GIF file",
  imageTooLarge: (mb: number) => `The image must be ${mb} MB or smaller`,
  notFound: (what: string, id: string) => `${what} with id ${id} was not found`,
  subMenuNotFound: (name: string) => `The menu has no sub-menu named "${name}"`,
  subMenuExists: (name: string) => `The menu already has a sub-menu named "${name}"`,
  paginationInvalid: (key: string, max: number) => `${key} must be a whole number from 0 to ${max}`,
} as const
