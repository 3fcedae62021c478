import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Container, Heading, Input, Label, Text } from "@medusajs/ui"
import { useState } from "react"
import { SHOP_TIME_ZONE } from "@chaka/rules"
import { PaperLink } from "../components/papers/paper-link"
import { messages } from "../lib/messages"

const w = messages.papersWidget

/** Today in Dhaka, YYYY-MM-DD (en-CA writes dates that way), wherever the admin's browser is. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE }).format(new Date())

/**
 * Above Medusa's order list: a day's papers for the orders shipped that day — every invoice,
 * every packing slip, or the courier sheet (name, phone, address, cash to collect) — in English
 * or Bangla (GET /admin/shop-orders/papers).
 */
const DayPapersWidget = () => {
  const [date, setDate] = useState(today)
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date)
  return (
    <Container className="flex flex-col gap-y-2 px-6 py-4" data-testid="day-papers">
      <Heading level="h2">{w.dayTitle}</Heading>
      <Text size="small" className="text-ui-fg-subtle">
        {w.dayHint}
      </Text>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-y-1">
          <Label size="small" htmlFor="day-papers-date">
            {w.date}
          </Label>
          <Input id="day-papers-date" size="small" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </div>
        {valid &&
          (["invoices", "slips", "courier"] as const).map((kind) => (
            <div key={kind} className="flex items-center gap-x-2">
              <Text size="small" weight="plus">
                {kind === "invoices" ? w.invoices : kind === "slips" ? w.slips : w.courier}
              </Text>
              {(["en", "bn"] as const).map((lang) => (
                <PaperLink
                  key={lang}
                  href={`/admin/shop-orders/papers?date=${date}&kind=${kind}&lang=${lang}`}
                  label={lang === "en" ? w.english : w.bangla}
                  testId={`day-${kind}-${lang}`}
                />
              ))}
            </div>
          ))}
      </div>
    </Container>
  )
}

// The id names it in the order list's default view (scripts/seed/dashboard-layout.ts), which puts it first.
export const config = defineWidgetConfig({ zone: "order.list.before", id: "day-papers" })

export default DayPapersWidget
