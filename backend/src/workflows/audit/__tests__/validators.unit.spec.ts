import { messages } from "../../../lib/messages"
import { AUDIT_ACTIONS } from "../rules/actions"
import { AuditLogQuery, MAX_AUDIT_LIMIT } from "../validators"

const parse = (query: Record<string, unknown>) => AuditLogQuery.safeParse(query)
const refusal = (query: Record<string, unknown>) => {
  const result = parse(query)
  return result.success ? null : result.error.issues[0].message
}

describe("GET /admin/audit-log's query", () => {
  it("takes every filter, the dates as dates and the paging as numbers", () => {
    const result = parse({
      action: "order.approved",
      target_id: "order_01ABC",
      since: "2026-12-01",
      until: "2026-12-05T18:00:00+06:00",
      limit: "20",
      offset: "40",
    })
    expect(result.success && result.data).toEqual({
      action: "order.approved",
      target_id: "order_01ABC",
      since: new Date("2026-12-01T00:00:00Z"),
      until: new Date("2026-12-05T12:00:00Z"),
      limit: 20,
      offset: 40,
    })
    expect(parse({}).success).toBe(true)
  })

  it("refuses a day that does not exist, in any form", () => {
    for (const since of ["2026-02-30", "2026-02-29", "2026-13-01", "2026-12-05T25:00:00Z", "05/12/2026", "2026-12-05T10:00"]) {
      expect([since, refusal({ since })]).toEqual([since, messages.auditDateInvalid("since")])
    }
    expect(refusal({ since: "2028-02-29" })).toBeNull()
  })

  it("refuses an action in another letter case, a list, a number and an unknown one", () => {
    for (const action of ["ORDER.APPROVED", ["order.approved"], 5, "order.deleted"]) {
      expect(refusal({ action })).toBe(messages.auditActionInvalid(AUDIT_ACTIONS))
    }
  })

  it("refuses paging outside its range and an unknown parameter", () => {
    for (const limit of ["0", "101", "1.5", "-1", "1e2", " 5", "99999999"]) {
      expect([limit, refusal({ limit })]).toEqual([limit, messages.auditLimitInvalid(MAX_AUDIT_LIMIT)])
    }
    expect(refusal({ fields: "*" })).toBe(messages.auditQueryUnknown)
    expect(refusal({ since: "2026-12-05", until: "2026-12-04" })).toBe(messages.auditRangeInvalid)
  })
})
