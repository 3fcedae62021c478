import type { ServerResponse } from "node:http"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

/**
 * How an API's own bodies tell the edge what a successful write did, declared with its routes
 * (the edge knows no API's shapes): the products an order bought that its answer does not name
 * (for `forgets(…, { bought: true })`), and whether an answer says nothing changed (for
 * `forgets(…, { unlessUnchanged: true })`). Without a reader the edge reads only the product
 * ids in the answer, and takes every answer as a change.
 */
export type WriteAnswers = {
  bought?: (body: unknown) => string[]
  unchanged?: (answer: Buffer) => boolean
}

const READER = Symbol.for("chaka.cache.write-answers")
type Declared = { [READER]?: WriteAnswers }

/** Declares, where an API's writes are registered, how to read their bodies (see WriteAnswers). */
export function readsWriteAnswers(reader: WriteAnswers) {
  const middleware = (_req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    ;(res as unknown as Declared)[READER] = reader
    next()
  }
  // A cache declaration, run alone by the tests of what each write forgets.
  return Object.assign(middleware, { cacheDeclaration: true as const })
}

export const writeAnswersOf = (res: ServerResponse): WriteAnswers | undefined => (res as unknown as Declared)[READER]
