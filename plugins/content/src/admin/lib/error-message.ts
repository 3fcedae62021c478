import { messages } from "./messages"

/** The server's `message` (the js-sdk puts it on the thrown FetchError), or a generic text. */
export const errorMessage = (error: unknown): string => (error instanceof Error && error.message ? error.message : messages.common.unexpectedError)
