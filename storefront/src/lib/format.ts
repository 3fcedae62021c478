const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" })

/** A date as the account pages show it: 5 March 2025. */
export const formatDate = (value: string | Date) => dateFormat.format(new Date(value))
