import { useEffect, useRef } from 'react'
import { FieldFrame, type FieldFrameProps } from './field-frame.tsx'
import { useFieldContext } from './form-context.ts'
import styles from './inputs.module.css'

/**
 * One file, kept in the form until it is sent (a receipt that may wait for the network);
 * the upload widget instead uploads each document as soon as it is chosen.
 */
export function FileField({ accept, ...frame }: FieldFrameProps & { accept: string }) {
  const field = useFieldContext<File | null>()
  const input = useRef<HTMLInputElement>(null)
  // A form reset empties the value; the browser's own file input is emptied with it.
  useEffect(() => {
    if (field.state.value === null && input.current) input.current.value = ''
  }, [field.state.value])
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <input
          {...control}
          ref={input}
          type="file"
          name={field.name}
          accept={accept}
          className={`${styles.input} ${styles.file}`}
          onChange={(event) => field.handleChange(event.target.files?.[0] ?? null)}
          onBlur={field.handleBlur}
        />
      )}
    </FieldFrame>
  )
}
