/**
 * React 18.3's renderToPipeableStream pads a chunk with up to three NUL bytes when the next
 * character is a multi-byte one that does not fit in its 2 KB view: it flushes the whole view,
 * unfilled bytes included (facebook/react#31134, fixed by #26228 only in React 19). Bangla text
 * is three bytes a letter, so a Bangla page met it twice in 22 KB, in the middle of a word, and
 * the NULs broke its JSON-LD. A NUL never belongs in the shop's HTML (and no UTF-8 sequence
 * contains a zero byte), so a chunk's trailing NULs are dropped.
 */
export function withoutStreamPadding(chunk: Buffer): Buffer {
  let end = chunk.length
  while (end > 0 && chunk[end - 1] === 0) end--
  return end === chunk.length ? chunk : chunk.subarray(0, end)
}
