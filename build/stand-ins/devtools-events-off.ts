/**
 * Takes the place of TanStack's devtools event bus, which the portal has no use for: without
 * it, every change of a form's state is queued for a devtools panel that never connects, the
 * window is polled for one, and the bus's code is part of every page that has a form.
 */
export class EventClient {
  on(): () => void {
    return () => {}
  }

  emit(): void {}
}
