import type { Messages } from "../../i18n"

/** The content plugin's handles of the shop's policy pages. */
export const POLICY_HANDLES = ["delivery", "returns-and-warranty", "privacy", "terms"] as const

/** The shop's policy pages, in the footer's order: the content plugin's handles and their link texts (`t`: the page's `messages.policies`). */
export const policyLinks = (t: Messages["policies"]) =>
  [
    { handle: "delivery", label: t.delivery },
    { handle: "returns-and-warranty", label: t.returns },
    { handle: "privacy", label: t.privacy },
    { handle: "terms", label: t.terms },
  ] as const
