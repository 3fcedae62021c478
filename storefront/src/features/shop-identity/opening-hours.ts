/*
 * schema.org's openingHours is a machine format ("Sa-Th 10:00-21:00"); the owner writes hours for
 * people ("Sat to Thu, 10 AM to 9 PM"). This reads the usual English ways of writing one span of
 * days and one span of hours into that format, and gives nothing for anything else, so the
 * structured data never carries words a search engine would misread.
 */

const DAYS: [code: string, names: string[]][] = [
  ["Mo", ["mo", "mon", "monday"]],
  ["Tu", ["tu", "tue", "tues", "tuesday"]],
  ["We", ["we", "wed", "wednesday"]],
  ["Th", ["th", "thu", "thur", "thurs", "thursday"]],
  ["Fr", ["fr", "fri", "friday"]],
  ["Sa", ["sa", "sat", "saturday"]],
  ["Su", ["su", "sun", "sunday"]],
]
const dayCode = (word: string) => DAYS.find(([, names]) => names.includes(word.toLowerCase()))?.[0]

const DAY = "([A-Za-z]{2,9})"
const TIME = "(\\d{1,2})(?:[:.](\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.)?"
const TO = "\\s*(?:to|-|–|—|till|until)\\s*"
const PATTERN = new RegExp(`^(?:daily|every ?day|${DAY}(?:${TO}${DAY})?)\\s*[,:]?\\s*(?:from\\s+)?${TIME}${TO}${TIME}$`, "i")

/** "10", "10:30", "8 PM" as 24-hour "HH:MM"; undefined when it is no time of day. */
function clock(hours: string, minutes: string | undefined, half: string | undefined): string | undefined {
  let hour = Number(hours)
  const minute = Number(minutes ?? 0)
  if (minute > 59) return undefined
  if (half) {
    if (hour < 1 || hour > 12) return undefined
    const pm = half.toLowerCase().startsWith("p")
    hour = (hour % 12) + (pm ? 12 : 0)
  } else if (hour > 24) return undefined
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`
}

/** The owner's English hours in schema.org's openingHours format, or undefined when they are not one span of days and hours. */
export function schemaOpeningHours(text: string | null | undefined): string | undefined {
  // The owner's own words may carry a note before a colon ("Demo shop: Sat to Thu, ...").
  const hours = text?.trim().replace(/^[^:]*[A-Za-z]\s*:\s+(?=[A-Za-z])/, "")
  const match = hours ? PATTERN.exec(hours) : null
  if (!match) return undefined
  const [, from, to, openHour, openMinute, openHalf, closeHour, closeMinute, closeHalf] = match
  const open = clock(openHour!, openMinute, openHalf ?? closeHalf)
  const close = clock(closeHour!, closeMinute, closeHalf)
  if (!open || !close) return undefined
  if (!from) return `Mo-Su ${open}-${close}`
  const first = dayCode(from)
  const last = to ? dayCode(to) : first
  if (!first || !last) return undefined
  return `${first === last ? first : `${first}-${last}`} ${open}-${close}`
}
