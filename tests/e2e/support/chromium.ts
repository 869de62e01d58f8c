import fs from 'node:fs'

/**
 * The browser the tests and measurements drive: `CHROMIUM_PATH`, else Debian's headless shell
 * (it starts and renders in about half the time of the full browser on a small machine), else
 * Debian's Chromium. Playwright's own browser download does not work on every machine.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => fs.existsSync(candidate))

/**
 * The whole browser, for the tests of notifications: the headless shell has no notification
 * service (its Notification.permission stays "denied" and showNotification fails).
 */
export const fullChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags for a machine with a closed network: no background connections, no sandbox (root). */
export const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync']
