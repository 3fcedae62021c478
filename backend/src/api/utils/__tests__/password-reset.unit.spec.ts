import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { normaliseResetIdentifier } from "../password-reset"

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
