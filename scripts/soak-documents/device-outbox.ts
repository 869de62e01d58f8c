import type { Page } from '@playwright/test'
import type { OutboxItem, OutboxState } from '#client/offline/upload-outbox/outbox-machine.ts'
import { keptRecords } from '#tests/e2e/support/offline.ts'

/**
 * The state of each upload the device keeps in its outbox, failed ones included: all of them
 * are documents not yet where they belong.
 */
export const uploadsKeptOnDevice = async (page: Page): Promise<OutboxState[]> =>
  ((await keptRecords(page, 'club-upload-outbox', 'items')) as OutboxItem[]).map((item) => item.state)
