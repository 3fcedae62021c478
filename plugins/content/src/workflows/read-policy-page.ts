import { z } from "@medusajs/framework/zod"
import { createHook, createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { fillPlaceholders, PLACEHOLDER_NAME } from "../lib/policy-placeholders"
import { readPolicyPageStep, type ReadPolicyPageInput } from "./steps/read-policy-page"

export type { ReadPolicyPageInput }

/** What the `policyTextValues` hook answers: each placeholder's text in the language asked for (`{ dhaka_delivery_days: "1 to 2 days" }`). */
export const PolicyTextValues = z.record(z.string().regex(PLACEHOLDER_NAME), z.string())
export type PolicyTextValuesType = z.infer<typeof PolicyTextValues>

export const readPolicyPageWorkflowId = "read-policy-page"
/**
 * A policy page as a shopper reads it: the stored text in the language asked for, each
 * `{placeholder}` of its body filled with what the shop's `policyTextValues` hook answers for that language
 * (the delivery days and charge as the settings say them now). Without a hook handler the text
 * is the stored one. The admin routes keep answering the stored text, placeholders and all.
 */
export const readPolicyPageWorkflow = createWorkflow(readPolicyPageWorkflowId, (input: ReadPolicyPageInput) => {
  const page = readPolicyPageStep(input)
  const policyTextValues = createHook("policyTextValues", { handle: input.handle, locale: input.locale }, { resultValidator: PolicyTextValues })
  const shown = transform({ page, values: policyTextValues.getResult() }, ({ page, values }) => ({ ...page, body: fillPlaceholders(page.body, values ?? {}) }))
  return new WorkflowResponse(shown, { hooks: [policyTextValues] })
})
