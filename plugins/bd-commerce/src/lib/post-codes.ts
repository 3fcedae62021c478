import { POST_CODES, type PostCodeRow } from "../data/bangladesh-post-codes"

/** A post code's place: its district and, when the code tells it, its thana (names of data/bangladesh-divisions.ts). */
export type PostCodePlace = { code: string; district: string; thana: string | null }

const BY_CODE = new Map<string, PostCodeRow>(POST_CODES.map((row) => [row[0], row]))

const BENGALI_DIGITS = "০১২৩৪৫৬৭৮৯"

/**
 * The post code as written, in the form stored: four digits, Latin or Bengali, spaces
 * allowed ("১২০৭", " 1207 " → "1207"). Undefined when it is not four digits.
 */
export function normalisePostCode(typed: string): string | undefined {
  const code = typed.replace(/\s+/g, "").replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)))
  return /^[0-9]{4}$/.test(code) ? code : undefined
}

/** The place of a post code of Bangladesh Post Office's list, or undefined when the list has no such code (never guessed). */
export function findPostCode(code: string): PostCodePlace | undefined {
  const row = BY_CODE.get(code)
  return row && { code, district: row[1], thana: row[2] }
}
