import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** The key of a user's metadata that says they were made admin from the make-admin screen, and when. */
export const MADE_ADMIN_KEY = "chaka_made_admin"

/**
 * Marks the user as made admin from the make-admin screen (or takes the mark off, `at: null`):
 * the screen lists the admins it made and only those can be removed there. Undone by putting the
 * user's metadata back. `keep`: change nothing (a caller that does not list what it makes).
 */
export const markMadeAdminStep = createStep(
  "mark-made-admin",
  async (input: { user_id: string; at: string | null; keep?: boolean }, { container }) => {
    if (input.keep) return new StepResponse(undefined, null)
    const users = container.resolve(Modules.USER)
    const user = await users.retrieveUser(input.user_id, { select: ["id", "metadata"] })
    const before = (user.metadata ?? {}) as Record<string, unknown>
    const { [MADE_ADMIN_KEY]: _old, ...rest } = before
    await users.updateUsers({ id: input.user_id, metadata: input.at ? { ...rest, [MADE_ADMIN_KEY]: input.at } : rest })
    return new StepResponse(undefined, { user_id: input.user_id, before })
  },
  async (undo, { container }) => {
    if (!undo) return
    await container.resolve(Modules.USER).updateUsers({ id: undo.user_id, metadata: undo.before })
  }
)
