import { revalidateLogic, type AnyFieldApi } from '@tanstack/react-form'
import { clearServerFieldError } from './server-field-errors.ts'

type ChangeListener = (props: { fieldApi: AnyFieldApi }) => void

/**
 * What every kit form does: the contract's rules run first on submit, then on every change;
 * a server's problem with a field goes away once the member changes that field.
 */
export function kitFormOptions<Options extends { listeners?: object }>(options: Options): Options {
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
  }
}
