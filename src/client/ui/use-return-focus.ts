import { useRef } from 'react'

/**
 * For a dialog with no trigger of its own (opened by state): on closing, the focus goes back to
 * the control that had it when the dialog opened, where the dialog library would send it to a
 * trigger, or nowhere. Spread the answer on the dialog's content.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault()
      if (opener.current?.isConnected) opener.current.focus()
    },
  }
}
