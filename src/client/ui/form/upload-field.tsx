import type { ComponentProps } from 'react'
import type { ChosenFile } from '#client/api/upload-image.ts'
import { UploadWidget } from '../upload-widget/upload-widget.tsx'
import { useFieldContext } from './form-context.ts'
import { useFieldError } from './use-field-error.ts'

type UploadFieldProps = Omit<ComponentProps<typeof UploadWidget>, 'value' | 'onChange' | 'error'>

/** Documents uploaded as they are chosen; the field holds what the server answered (or, where documents may follow, what waits to be sent). Loaded only where shown. */
export default function UploadField(props: UploadFieldProps) {
  const field = useFieldContext<ChosenFile[]>()
  const error = useFieldError()
  return <UploadWidget {...props} value={field.state.value} onChange={field.handleChange} error={error} />
}
