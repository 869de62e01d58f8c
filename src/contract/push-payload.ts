/**
 * What a push carries to the member's device (encrypted for it): the service worker shows
 * `title` and `body`, and a press opens `url`, a page on the portal's own address. `tag` is the
 * same for every try of one push, so a repeated delivery replaces its notification.
 */
export interface PushPayload {
  title: string
  body: string
  url: string
  tag: string
}
