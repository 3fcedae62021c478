import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { describe, expect, it } from "vitest"
import { containingPattern, escapeLike } from "./like"
import { pagination } from "./pagination"
import { validateBody } from "./validate-body"

describe("validateBody", () => {
  const schema = z.object({ title: z.string({ error: "title is required" }).trim().min(1, "title is required"), rank: z.coerce.number().default(0) })
  const run = (body: unknown, check?: (body: unknown) => string | undefined) => {
    const req = { body } as MedusaRequest
    let passed: unknown = "not called"
    validateBody(schema, { check })(req, {} as MedusaResponse, (error?: unknown) => (passed = error))
    return { error: passed as MedusaError | undefined, validated: req.validatedBody }
  }

  it("hands the route the parsed body", () => {
    expect(run({ title: "  Eid ", extra: "dropped" })).toEqual({ error: undefined, validated: { title: "Eid", rank: 0 } })
  })

  it("refuses with 400 and the schema's own message, not a generic one", () => {
    const { error, validated } = run({ title: "   " })
    expect(error).toBeInstanceOf(MedusaError)
    expect(error).toMatchObject({ type: MedusaError.Types.INVALID_DATA, message: "title is required" })
    expect(validated).toBeUndefined()
    expect(run(undefined).error?.message).toBe("title is required")
  })

  it("runs the caller's check on the raw body first, and answers its message", () => {
    expect(run({ title: "Eid" }, (body) => (JSON.stringify(body).length > 5 ? "The request is too large" : undefined)).error?.message).toBe(
      "The request is too large"
    )
  })
})

describe("pagination", () => {
  const invalid = (key: string, max: number) => `${key} must be a whole number from 0 to ${max}`
  const page = (query: Record<string, unknown>, options = {}) => pagination(query, { invalid, ...options })

  it("gives 20 from the start when nothing is asked", () => {
    expect(page({})).toEqual({ take: 20, skip: 0 })
    expect(page({ limit: "", offset: "" })).toEqual({ take: 20, skip: 0 })
  })

  it("takes a limit from 1 to the largest, and any offset", () => {
    expect(page({ limit: "100", offset: "40" })).toEqual({ take: 100, skip: 40 })
    expect(page({ limit: "0" })).toEqual({ take: 1, skip: 0 })
    expect(page({}, { defaultLimit: 12, maxLimit: 48 })).toEqual({ take: 12, skip: 0 })
  })

  it.each([
    [{ limit: "101" }, "limit must be a whole number from 0 to 100"],
    [{ limit: "2.5" }, "limit must be a whole number from 0 to 100"],
    [{ limit: "-1" }, "limit must be a whole number from 0 to 100"],
    [{ limit: "ten" }, "limit must be a whole number from 0 to 100"],
    [{ offset: "-20" }, `offset must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`],
  ])("refuses %p with 400 in the caller's words", (query, message) => {
    expect(() => page(query)).toThrow(message)
    try {
      page(query)
    } catch (error) {
      expect((error as MedusaError).type).toBe(MedusaError.Types.INVALID_DATA)
    }
  })
})

describe("LIKE patterns", () => {
  it("match a text only as itself: its wildcards and the escape character are escaped", () => {
    expect(escapeLike("a_b%c\\d")).toBe("a\\_b\\%c\\\\d")
    expect(containingPattern("50%_off")).toBe("%50\\%\\_off%")
  })
})
