import { isAvatarFileOf, shownAvatarUrl } from "@chaka/reviews/api"
import { withShownAvatar } from "../customer-avatar"

const FILES = "http://localhost:9000/static"
const ID = "cus_01KAZ4S3X8YJ6M5N2P7Q9R0T1V"

describe("isAvatarFileOf: only a picture the avatar upload stored for this customer", () => {
  it.each([
    [`1764040000000-avatar-${ID}-3fa2c19b0d7e.png`, true], // local provider
    [`w480_960_1600/1764040000000-avatar-${ID}-3fa2c19b0d7e.webp`, true], // local, with smaller copies
    [`avatar-${ID}-3fa2c19b0d7e-01KAZ4S3X8YJ6M5N2P7Q9R0T1V.webp`, true], // S3 provider (random, ulid)
    [`1764040000000-avatar-${ID}.png`, true], // stored before the random part
    [`1764040000000-3fa2c19b0d7e.png`, false], // any other upload: random hex only
    [`1764040000000-avatar-${ID}-3FA2C19B0D7E.png`, false],
    [`1764040000000-avatar-${ID}-3fa2c19b0d7e-x.png`, false],
    [`w480_960_1600/1764040000000-avatar-${ID}.webp`, true], // local, with smaller copies
    [`avatar-${ID}-01KAZ4S3X8YJ6M5N2P7Q9R0T1V.webp`, true], // S3 provider (ulid)
    [`shop/w480_1200/avatar-${ID}-01KAZ4S3X8YJ6M5N2P7Q9R0T1V.jpg`, true], // S3 with a prefix and copies
    ["1764040000000-hike-trail-29.png", false], // a product picture
    [`1764040000000-avatar-cus_SOMEONEELSE.png`, false], // another customer's avatar
    [`1764040000000-avatar-${ID}x.png`, false],
    [`1764040000000-not-avatar-${ID}.png`, false],
    [`../avatar-${ID}.png/../../product.png`, false],
    [undefined, false],
    [42, false],
  ])("%s → %s", (key, expected) => {
    expect(isAvatarFileOf(key, ID)).toBe(expected)
  })
})

describe("shownAvatarUrl: the shop's own stored picture of this customer, nothing else", () => {
  const key = `1764040000000-avatar-${ID}.png`
  it("shows the stored avatar", () => {
    expect(shownAvatarUrl({ id: ID, metadata: { avatar_url: `${FILES}/${key}`, avatar_file_id: key } }, FILES)).toBe(`${FILES}/${key}`)
  })
  it.each([
    ["an outside address", { avatar_url: "https://tracker.example/pixel.png" }],
    ["an outside address with our file id", { avatar_url: `https://tracker.example/${key}`, avatar_file_id: key }],
    ["a product picture", { avatar_url: `${FILES}/hike.png`, avatar_file_id: "hike.png" }],
    ["another customer's avatar", { avatar_url: `${FILES}/1-avatar-cus_OTHER.png`, avatar_file_id: "1-avatar-cus_OTHER.png" }],
    ["our URL under another file id", { avatar_url: `${FILES}/${key}`, avatar_file_id: `2-avatar-${ID}.png` }],
    ["no metadata", null],
  ])("hides %s", (_case, metadata) => {
    expect(shownAvatarUrl({ id: ID, metadata }, FILES)).toBeNull()
  })
  it("hides everything when the storage address is unknown", () => {
    expect(shownAvatarUrl({ id: ID, metadata: { avatar_url: `${FILES}/${key}`, avatar_file_id: key } }, null)).toBeNull()
  })
  it("withShownAvatar leaves out only avatar_url, keeping the rest", () => {
    const customer = { id: ID, email: "a@example.com", metadata: { avatar_url: "https://tracker.example/p.png", favourite: "bmx" } }
    expect(withShownAvatar(customer, FILES)).toEqual({ id: ID, email: "a@example.com", metadata: { favourite: "bmx" } })
  })
})
