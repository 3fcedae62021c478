import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** What starts or ends on a schedule and changes a price or an offer the pages show. */
export type PriceMomentKind = "price_list" | "campaign"

/** A price list's or a promotion campaign's start or end. */
export type PriceMoment = { kind: PriceMomentKind; id: string; at: Date }

const ENTITIES: Record<PriceMomentKind, string> = { price_list: "price_list", campaign: "campaign" }

type Dated = { id: string; starts_at?: string | Date | null; ends_at?: string | Date | null }

/**
 * The starts and ends of price lists and promotion campaigns in (from, until] — all of them, or
 * those of the ids given — read through Query from Medusa's Pricing and Promotion modules.
 * A price list's status is not asked: a draft list's moment changes nothing, and announcing it
 * only prices its products again.
 */
export async function priceMoments(
  container: MedusaContainer,
  from: Date,
  until: Date,
  only?: { kind: PriceMomentKind; ids: string[] }
): Promise<PriceMoment[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const kinds = only ? [only.kind] : (Object.keys(ENTITIES) as PriceMomentKind[])
  const window = { $gt: from, $lte: until }
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const { data } = await query.graph({
        entity: ENTITIES[kind],
        fields: ["id", "starts_at", "ends_at"],
        filters: { ...(only && { id: only.ids }), $or: [{ starts_at: window }, { ends_at: window }] },
      })
      return (data as Dated[]).flatMap((record) => momentsOf(kind, record, from, until))
    })
  )
  return lists.flat().sort((a, b) => a.at.getTime() - b.at.getTime())
}

function momentsOf(kind: PriceMomentKind, record: Dated, from: Date, until: Date): PriceMoment[] {
  return [record.starts_at, record.ends_at]
    .filter((value): value is string | Date => !!value)
    .map((value) => new Date(value))
    .filter((at) => at > from && at <= until)
    .map((at) => ({ kind, id: record.id, at }))
}

/** One moment's name: the same moment read twice is armed and announced once per process. */
export const momentKey = (moment: PriceMoment) => `${moment.kind}:${moment.id}:${moment.at.toISOString()}`
