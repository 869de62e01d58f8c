import { revalidateLogic, type AnyFieldApi, type AnyFormApi } from '@tanstack/react-form'
import { clearServerFieldError } from './server-field-errors.ts'
import { withoutHiddenValues } from './shown-fields.ts'

type ChangeListener = (props: { fieldApi: AnyFieldApi }) => void
type Submit = (props: { value: unknown; formApi: AnyFormApi }) => unknown

/**
 * What every kit form does: the contract's rules run first on submit, then on every change;
 * a server's problem with a field goes away once the member changes that field; a field the
 * form no longer shows sends nothing.
 */
export function kitFormOptions<Options extends { listeners?: object }>(options: Options): Options {
  const onSubmit = (options as { onSubmit?: Submit }).onSubmit
  const onChange = (options.listeners as { onChange?: ChangeListener } | undefined)?.onChange
  const listener: ChangeListener = (props) => {
    clearServerFieldError(props)
    onChange?.(props)
  }
  // A submit always runs the rules: left to itself, a form whose state counts an error it
  // does not show yet would ignore the first press of its button without a word.
  return {
    validationLogic: revalidateLogic(),
    canSubmitWhenInvalid: true,
    ...options,
    listeners: { ...options.listeners, onChange: listener },
    ...(onSubmit && {
      onSubmit: (props: Parameters<Submit>[0]) => onSubmit({ ...props, value: withoutHiddenValues(props.formApi, props.value) }),
    }),
  }
}
