import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** Notifications on the member's devices (Web Push), turned on per device: each session has its own. */
export const pushEndpoints = {
  getPushSettings: {
    summary:
      "The portal's VAPID public key to subscribe with (null: the portal sends no notifications), and whether this device has notifications on.",
    method: 'GET',
    path: '/api/getPushSettings',
    access: 'member',
    schemas: lazySchemas(['push'], ({ push }) => ({ answer: push.pushSettings })),
  },
  subscribePush: {
    summary:
      'Turns notifications on for this device: its push subscription (PushSubscription.toJSON()) is kept with the session and removed when the session ends. 404: the portal sends no notifications.',
    method: 'POST',
    path: '/api/subscribePush',
    access: 'member',
    schemas: lazySchemas(['push', 'common'], ({ push, common }) => ({
      body: push.pushSubscriptionRequest,
      answer: common.noData,
    })),
  },
  unsubscribePush: {
    summary: 'Turns notifications off for this device.',
    method: 'POST',
    path: '/api/unsubscribePush',
    access: 'member',
    schemas: lazySchemas(['common'], ({ common }) => ({ answer: common.noData })),
  },
} as const satisfies Record<string, Endpoint>
