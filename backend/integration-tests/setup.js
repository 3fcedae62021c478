const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()

// Email and SMS without a gateway go to files (modules/notification-outbox): a test's, not the checkout's .data.
process.env.NOTIFICATION_OUTBOX_DIR ??= require("node:path").join(require("node:os").tmpdir(), `chaka-test-outbox-${process.pid}`)
