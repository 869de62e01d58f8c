/**
 * Takes the place of the throttle TanStack Form uses for one thing only: sending each form's
 * state to the devtools bus at most every 300 ms. The bus is off (devtools-events-off.ts), so
 * the throttle would only keep timers for nothing, and its code would cost every form page.
 */
export const liteThrottle = () => (): void => {}
