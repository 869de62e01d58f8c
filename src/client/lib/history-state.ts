/**
 * A key handed to the next screen in the browser history's state: it survives a reload of
 * that screen, never shows in the address bar, and a screen opened without it knows it was
 * not reached through its flow (the success pages then go to login).
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    token?: string
    /** The number an account just set up logs in with: the login page starts filled in with it. */
    login?: { countryCode: number; phone: string }
  }
}

export {}
