import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { randomUUID } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import { addEmailRefusal } from "../rules/add-email-refusals"

export type AcquireAccountLockInput = { keys: string[]; timeoutSeconds: number; ttlSeconds: number }

const RETRY_MS = 200

export const acquireAccountLockStepId = "acquire-account-lock"
/**
 * Medusa's acquireLockStep, except that a lock still held when the wait ends is the shop's refusal
 * "account_busy" (409, a message that says to try again): the locking providers throw a plain Error
 * (in memory, answered 500) or a CONFLICT (Redis, answered with Medusa's idempotency-key text).
 * All keys or none: a run that got some keys gives them back before it is refused (a failed step
 * is not compensated). The owner is this run only, so releasing (releaseLockStep with the answered
 * ownerId, or the compensation) never frees a lock another run holds.
 */
export const acquireAccountLockStep = createStep(
  acquireAccountLockStepId,
  async (input: AcquireAccountLockInput, { container }) => {
    const locking = container.resolve(Modules.LOCKING)
    const held = { keys: input.keys, ownerId: `account-lock:${randomUUID()}` }
    const until = Date.now() + input.timeoutSeconds * 1000
    for (;;) {
      try {
        await locking.acquire(held.keys, { ownerId: held.ownerId, expire: input.ttlSeconds })
        return new StepResponse(held, held)
      } catch {
        if (Date.now() >= until) {
          await locking.release(held.keys, { ownerId: held.ownerId }).catch(() => undefined)
          throw addEmailRefusal("account_busy")
        }
      }
      await sleep(RETRY_MS)
    }
  },
  async (held, { container }) => {
    if (!held) return
    await container.resolve(Modules.LOCKING).release(held.keys, { ownerId: held.ownerId })
  }
)
