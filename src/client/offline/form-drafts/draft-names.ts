/** The database of form drafts; importing this file costs nothing, so logout can remove it from anywhere. */
export const formDraftsDatabase = 'club-form-drafts'

/**
 * Removes every draft (logout, or a session the server ended). A page that still holds the
 * database open blocks the removal until it closes, as the reload after logout does; waiting
 * for that would keep the logout from going on.
 */
export const removeFormDrafts = (): Promise<void> =>
  new Promise((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(formDraftsDatabase)
      request.onsuccess = request.onerror = request.onblocked = () => resolve()
    } catch {
      resolve()
    }
  })
