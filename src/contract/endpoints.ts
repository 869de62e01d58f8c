import type { Endpoint } from './endpoint.ts'
import { authEndpoints } from './endpoints/auth.ts'
import { healthEndpoints } from './endpoints/health.ts'
import { maintenanceEndpoints } from './endpoints/maintenance.ts'
import { parkingEndpoints } from './endpoints/parking.ts'
import { privacyEndpoints } from './endpoints/privacy.ts'
import { passkeySignInEndpoints } from './endpoints/passkey-sign-in.ts'
import { passkeyEndpoints } from './endpoints/passkeys.ts'
import { profileEndpoints } from './endpoints/profile.ts'
import { pushEndpoints } from './endpoints/push.ts'
import { receiptEndpoints } from './endpoints/receipt.ts'
import { recoveryEndpoints } from './endpoints/recovery.ts'
import { referenceEndpoints } from './endpoints/reference.ts'
import { registrationEndpoints } from './endpoints/registration.ts'
import { toolEndpoints } from './endpoints/tools.ts'
import { upgradeEndpoints } from './endpoints/upgrade.ts'
import { uploadEndpoints } from './endpoints/upload.ts'
import { verificationEndpoints } from './endpoints/verification.ts'
import { walletEndpoints } from './endpoints/wallet.ts'

/**
 * The endpoint table: every call the client makes and the server answers, with who may make
 * it and the schemas of its request and answer. The server registers its handlers from it,
 * and GET /api/openapi.json describes it. Paths keep the names the club's existing clients
 * use, under /api (the health probes at the root, where orchestrators look). It is made of one table per capability, and the client calls through
 * those: a page carries the entries of its own calls, not the whole table.
 */
export const endpoints = {
  ...authEndpoints,
  ...profileEndpoints,
  ...privacyEndpoints,
  ...pushEndpoints,
  ...passkeyEndpoints,
  ...passkeySignInEndpoints,
  ...referenceEndpoints,
  ...registrationEndpoints,
  ...uploadEndpoints,
  ...verificationEndpoints,
  ...recoveryEndpoints,
  ...upgradeEndpoints,
  ...parkingEndpoints,
  ...receiptEndpoints,
  ...walletEndpoints,
  ...toolEndpoints,
  ...healthEndpoints,
  ...maintenanceEndpoints,
} as const satisfies Record<string, Endpoint>

type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
