/** The HTTP status of a failed SDK call (the js-sdk's FetchError carries it), if any. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === "number" ? status : undefined
}

/**
 * fetch() rejects with a TypeError when the request never got an answer (offline, server down,
 * refused by CORS): "Failed to fetch" (Chrome), "NetworkError …" (Firefox), "Load failed" (Safari).
 * Other TypeErrors are bugs and keep their own message.
 */
export const isNetworkError = (error: unknown) =>
  error instanceof TypeError && /failed to fetch|networkerror|load failed|network request failed/i.test(error.message)

/** The message a failed call should show: the server's own words, or a plain network hint. */
export function errorMessage(error: unknown, networkMessage: string): string {
  if (isNetworkError(error)) return networkMessage
  return error instanceof Error && error.message ? error.message : networkMessage
}
