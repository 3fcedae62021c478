// @vitest-environment node
import { describe, expect, it, vi } from "vitest"
import { messagesFor } from "../../../i18n"
import { savePolicyPageByForm } from "./save-policy-page.server"

const en = messagesFor("en")

const form = (fields: Record<string, string>) => {
  const posted = new FormData()
  for (const [name, value] of Object.entries(fields)) posted.append(name, value)
  return posted
}

describe("a policy page's form post (routes/admin/customize.tsx's action)", () => {
  it("writes the page (trimmed) and says it is saved under its title", async () => {
    const send = vi.fn(async () => ({ policy_page: { handle: "delivery", title: "Delivery", body: "Fast.", updated_at: "" } }))
    expect(await savePolicyPageByForm({ form: form({ title: " Delivery ", body: " Fast. " }), send: send as never, messages: en, id: "delivery" })).toEqual({
      done: en.policies.saved("Delivery"),
    })
    expect(send).toHaveBeenCalledWith("POST", "/admin/policy-pages/delivery", { title: "Delivery", body: "Fast." })
  })

  it("refuses a page without a title or text next to the field (400), sending nothing", async () => {
    const send = vi.fn()
    expect(await savePolicyPageByForm({ form: form({ title: "", body: "Fast." }), send: send as never, messages: en, id: "delivery" })).toEqual({
      status: 400,
      fields: { title: en.policies.titleRequired },
    })
    expect(await savePolicyPageByForm({ form: form({ title: "Delivery", body: " " }), send: send as never, messages: en, id: "delivery" })).toEqual({
      status: 400,
      fields: { body: en.policies.bodyRequired },
    })
    expect(send).not.toHaveBeenCalled()
  })
})
