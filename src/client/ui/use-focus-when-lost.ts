import { useEffect, useRef } from 'react'

/**
 * For what appears in place of the control that had the focus (a form replaced by its
 * result): the element takes the focus when it shows, if the focus has fallen to the page, so
 * that a keyboard or screen-reader user goes on from there. Give the element tabIndex={-1}.
 */
export function useFocusWhenLost<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    const active = document.activeElement
    if (!active || active === document.body) ref.current?.focus({ preventScroll: true })
  }, [])
  return ref
}
