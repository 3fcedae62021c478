import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SERVER_CUSTOMER_METADATA_KEYS } from "@chaka/reviews/api"
import { messages } from "../../../lib/messages"
import { CUSTOMER_LANGUAGE_KEY } from "../rules/language"

/** The keys only the server writes: the avatar's (the reviews plugin's), and the language (its own route). */
const SERVER_KEYS = [...SERVER_CUSTOMER_METADATA_KEYS, CUSTOMER_LANGUAGE_KEY]

export type GuardServerMetadataInput = {
  /** The customer being changed, or null for one being created. */
  customer_id: string | null
  /** The metadata the request sends (undefined: it does not touch metadata). */
  metadata?: Record<string, unknown> | null
}

const isEqual = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

export const guardServerMetadataStepId = "guard-server-customer-metadata"
/**
 * Customer metadata the shop reads (the avatar's address and stored file, the language) is
 * written by the server only. A customer's request that sets one of those keys to anything but its stored value
 * is refused (400, naming the keys); otherwise the metadata to write is the request's, with the
 * stored values of those keys kept (so `metadata: null` or a partial object cannot drop them).
 */
export const guardServerMetadataStep = createStep(guardServerMetadataStepId, async (input: GuardServerMetadataInput, { container }) => {
  if (input.metadata === undefined) return new StepResponse<Record<string, unknown> | null | undefined>(undefined)
  const stored = input.customer_id
    ? (((await container.resolve(Modules.CUSTOMER).retrieveCustomer(input.customer_id, { select: ["id", "metadata"] })).metadata ?? {}) as Record<
        string,
        unknown
      >)
    : {}
  const asked = input.metadata ?? {}
  const changed = SERVER_KEYS.filter((key) => key in asked && !isEqual(asked[key], stored[key]))
  if (changed.includes(CUSTOMER_LANGUAGE_KEY)) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.customerLanguageReserved)
  if (changed.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.customerMetadataReserved(changed))

  const kept = Object.fromEntries(SERVER_KEYS.filter((key) => key in stored).map((key) => [key, stored[key]]))
  if (input.metadata === null && !Object.keys(kept).length) return new StepResponse<Record<string, unknown> | null | undefined>(null)
  return new StepResponse<Record<string, unknown> | null | undefined>({ ...asked, ...kept })
})
