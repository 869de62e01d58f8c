/** Names the page, the service worker and the app's start share; importing this file costs nothing. */
export const outboxSyncTag = 'club-upload-outbox'
/** Local storage key set while uploads wait, so the next start of the app resumes them. */
export const outboxPendingKey = 'club-upload-outbox-pending'
