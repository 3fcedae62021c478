import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { FIELD_LIMITS } from "../../../lib/http/input-limits"
import { messages } from "../../../lib/messages"
import { MAX_RESET_LINKS, RESET_LINK_WINDOW_MS } from "../../../workflows/accounts/rules/sign-in-throttle"
import { limitResetLinks, normaliseResetIdentifier } from "../password-reset"

describe("normaliseResetIdentifier", () => {
  it("asks for the link with the stored spelling of the email, in the body and the validated body", () => {
    const req = { body: { identifier: " Rahim@Example.COM " }, validatedBody: { identifier: "Rahim@Example.COM" } } as unknown as MedusaRequest
    const next = jest.fn()
    normaliseResetIdentifier(req, {} as MedusaResponse, next)
    expect(req.body).toEqual({ identifier: "rahim@example.com" })
    expect(req.validatedBody).toEqual({ identifier: "rahim@example.com" })
    expect(next).toHaveBeenCalledWith()
  })

  it("leaves a body without a text identifier to Medusa's validation", () => {
    const req = { body: { identifier: 5 } } as unknown as MedusaRequest
    const next = jest.fn()
    normaliseResetIdentifier(req, {} as MedusaResponse, next)
    expect(req.body).toEqual({ identifier: 5 })
    expect(next).toHaveBeenCalledWith()
  })
})

describe("limitResetLinks", () => {
  const ask = async (identifier: unknown) => {
    const req = { body: { identifier } } as unknown as MedusaRequest
    const res = { status: jest.fn(), json: jest.fn(), setHeader: jest.fn() }
    res.status.mockReturnValue(res)
    const next = jest.fn()
    await limitResetLinks(req, res as unknown as MedusaResponse, next)
    return { res, next }
  }

  it(`answers 429 with Retry-After after ${MAX_RESET_LINKS} requests for one email, known or not; other emails go on`, async () => {
    const email = `nobody-${Math.random()}@example.com`
    for (let i = 0; i < MAX_RESET_LINKS; i++) expect((await ask(email)).next).toHaveBeenCalledWith()
    const { res, next } = await ask(email)
    expect(next).not.toHaveBeenCalled()
    expect(res.status).toHaveBeenCalledWith(429)
    expect(res.json).toHaveBeenCalledWith({ message: messages.tooManyResetLinks })
    expect(res.setHeader).toHaveBeenCalledWith("Retry-After", expect.stringMatching(/^\d+$/))
    expect(Number(res.setHeader.mock.calls[0][1])).toBeGreaterThan(RESET_LINK_WINDOW_MS / 1000 - 5)
    expect((await ask(`other-${Math.random()}@example.com`)).next).toHaveBeenCalledWith()
  })

  it("counts the normalised identifier (normaliseResetIdentifier runs first) as one", async () => {
    const email = `Mixed-${Math.random()}@Example.com`
    for (let i = 0; i < MAX_RESET_LINKS; i++) await ask(email.toLowerCase())
    expect((await ask(` ${email.toUpperCase()} `)).res.status).toHaveBeenCalledWith(429)
  })

  it(`refuses an identifier longer than ${FIELD_LIMITS.email} characters with 400`, async () => {
    const { next, res } = await ask(`${"a".repeat(30_000)}@example.com`)
    expect(res.status).not.toHaveBeenCalled()
    const error = next.mock.calls[0][0] as MedusaError
    expect([error.type, error.message]).toEqual([MedusaError.Types.INVALID_DATA, messages.fieldTooLong("identifier", FIELD_LIMITS.email)])
  })

  it("leaves a body without a text identifier to Medusa's validation", async () => {
    const { next, res } = await ask(undefined)
    expect(next).toHaveBeenCalledWith()
    expect(res.status).not.toHaveBeenCalled()
  })
})
