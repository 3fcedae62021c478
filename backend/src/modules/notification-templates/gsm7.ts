/**
 * SMS in one segment: the GSM 03.38 default alphabet (7-bit) fits 160 characters in a message,
 * while a single character outside it (the taka sign, a Bangla letter, a curly quote) switches
 * the whole message to UCS-2 and 70 characters. The escape table ({ } [ ] ~ ^ | \ €) costs two
 * each, so it is left out here: every character counted is one septet.
 */
const GSM7_BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà"
const GSM7 = new Set(GSM7_BASIC)

/** The most characters one GSM-7 SMS carries. */
export const SMS_MAX_LENGTH = 160

/** True when every character of the text is in the GSM-7 default alphabet (one septet each). */
export const isGsm7 = (text: string): boolean => [...text].every((char) => GSM7.has(char))

/** The most UTF-16 units one UCS-2 SMS carries: a Bangla text's limit. */
export const SMS_MAX_LENGTH_UCS2 = 70

/**
 * A message longer than one SMS is sent in parts, each carrying a 6-byte header that joins them
 * again on the phone: 153 GSM-7 characters a part, 67 UCS-2 ones.
 */
export const SMS_PART_LENGTH = 153
export const SMS_PART_LENGTH_UCS2 = 67

/**
 * How many SMS the text is sent as (and paid for). UCS-2 counts UTF-16 units: a Bangla letter
 * and each of its vowel signs is one, an emoji two.
 */
export function smsSegments(text: string): number {
  const gsm = isGsm7(text)
  const single = gsm ? SMS_MAX_LENGTH : SMS_MAX_LENGTH_UCS2
  if (text.length <= single) return 1
  return Math.ceil(text.length / (gsm ? SMS_PART_LENGTH : SMS_PART_LENGTH_UCS2))
}

/** True when the text goes out as one SMS: 160 GSM-7 characters, or 70 in UCS-2 (a Bangla catalogue's texts). */
export const fitsOneSms = (text: string): boolean => smsSegments(text) === 1

// Look-alikes people paste (word processors, phones' keyboards) spelled in GSM-7.
const LOOK_ALIKES: Record<string, string> = {
  "‘": "'",
  "’": "'",
  "‚": "'",
  "`": "'",
  "´": "'",
  "“": '"',
  "”": '"',
  "„": '"',
  "–": "-",
  "—": "-",
  "‐": "-",
  "‑": "-",
  "−": "-",
  "…": "...",
  "\u00a0": " ",
  "[": "(",
  "]": ")",
  "{": "(",
  "}": ")",
  "৳": "Tk",
}

/**
 * Customer- or admin-given text (a courier's name) in GSM-7: look-alikes replaced, accents
 * dropped where the alphabet lacks the letter (ç → c), anything else left out, one line.
 */
export function toGsm7(text: string): string {
  let out = ""
  for (const char of text) {
    if (GSM7.has(char) && char !== "\n" && char !== "\r") out += char
    else if (char in LOOK_ALIKES) out += LOOK_ALIKES[char]
    else if (/\s/.test(char)) out += " "
    else {
      const base = char.normalize("NFD").replace(/\p{M}/gu, "")
      if (base !== char && isGsm7(base)) out += base
    }
  }
  return out.replace(/ +/g, " ").trim()
}
