import type { AdminMessages } from "./messages"

/** The server's `message` (the js-sdk puts it on the thrown FetchError), or the generic text. */
export const errorMessage = (error: unknown, messages: Pick<AdminMessages, "unexpectedError">): string =>
  error instanceof Error && error.message ? error.message : messages.unexpectedError
