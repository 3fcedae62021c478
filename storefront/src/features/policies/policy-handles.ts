import { messages } from "../../messages"

/** The shop's policy pages, in the footer's order: the content plugin's handles and their link texts. */
export const POLICY_LINKS = [
  { handle: "delivery", label: messages.policies.delivery },
  { handle: "returns-and-warranty", label: messages.policies.returns },
  { handle: "privacy", label: messages.policies.privacy },
  { handle: "terms", label: messages.policies.terms },
] as const
