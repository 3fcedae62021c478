import type { z } from "@medusajs/framework/zod"
import { messages } from "../../messages"
import { AdminCategoryMenuTranslation, AdminNewsTranslation, AdminOfferTranslation, AdminPolicyPageTranslation } from "../translation-validators"

const answer = (schema: z.ZodType, body: unknown) => {
  const result = schema.safeParse(body)
  return result.success ? result.data : result.error.issues[0].message
}

describe("a translation's body (POST /admin/<kind>/:id/translations)", () => {
  it("takes the Bangla of the fields named, trimmed, with null removing one", () => {
    expect(answer(AdminNewsTranslation, { "bn-BD": { title: "  ঈদ অফার ", description: null } })).toEqual({ "bn-BD": { title: "ঈদ অফার", description: null } })
  })

  it("takes null for the whole language: remove every Bangla text", () => {
    expect(answer(AdminOfferTranslation, { "bn-BD": null })).toEqual({ "bn-BD": null })
  })

  it("reads the locale's key in any letter case, as Medusa writes it", () => {
    expect(answer(AdminOfferTranslation, { "BN-bd": { name: "ঈদ" } })).toEqual({ "bn-BD": { name: "ঈদ" } })
  })

  it.each([
    [AdminNewsTranslation, { "bn-BD": {} }, messages.translationEmpty(["title", "description"])],
    [AdminNewsTranslation, { "bn-BD": { image_url: "x" } }, messages.translationFieldUnknown(["title", "description"])],
    [AdminNewsTranslation, { "bn-BD": { title: "   " } }, messages.translationFieldInvalid("title")],
    [AdminNewsTranslation, { "bn-BD": { title: 5 } }, messages.translationFieldInvalid("title")],
    [AdminNewsTranslation, { "bn-BD": { title: "ঈ".repeat(201) } }, messages.tooLong("title", 200)],
    [AdminNewsTranslation, { "bn-BD": { title: "ঈদ\0" } }, messages.nulCharacter("title")],
    [AdminNewsTranslation, { fr: { title: "Aïd" } }, messages.translationBody("bn-BD")],
    [AdminNewsTranslation, { "bn-BD": "ঈদ" }, messages.translationBody("bn-BD")],
    [AdminNewsTranslation, ["bn-BD"], messages.translationBody("bn-BD")],
    [AdminPolicyPageTranslation, { "bn-BD": { body: "ব".repeat(50_001) } }, messages.tooLong("body", 50_000)],
  ])("refuses %#: %p with a message saying what to send", (schema, body, message) => {
    expect(answer(schema, body)).toBe(message)
  })

  it("takes a menu's sub-menu labels by sub-menu name, and refuses any other shape", () => {
    expect(answer(AdminCategoryMenuTranslation, { "bn-BD": { name: "সাইকেল", sub_menus: { Mountain: "মাউন্টেন", Road: null } } })).toEqual({
      "bn-BD": { name: "সাইকেল", sub_menus: { Mountain: "মাউন্টেন", Road: null } },
    })
    expect(answer(AdminCategoryMenuTranslation, { "bn-BD": { sub_menus: ["মাউন্টেন"] } })).toBe(messages.translationSubMenusInvalid)
    expect(answer(AdminCategoryMenuTranslation, { "bn-BD": { sub_menus: { Mountain: "" } } })).toBe(messages.translationFieldInvalid("a sub-menu's label"))
  })
})
