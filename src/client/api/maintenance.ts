/**
 * Where the pages keep whether the portal is under maintenance (the query itself, and the
 * endpoint it calls, load after the first paint: see maintenance-query.ts).
 */
export const maintenanceQueryKey = ['maintenance'] as const

/** Pages a member still opens while the notice is on: the notice itself, the landing notice and the card to show at a venue. */
export const openDuringMaintenance = /^\/[a-z]{2}\/(maintenance|landing|my-account\/card)\/?$/i
