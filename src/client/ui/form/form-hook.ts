import { createFormHook } from '@tanstack/react-form'
import { CheckboxField } from './checkbox-field.tsx'
import { Form } from './form.tsx'
import { fieldContext, formContext } from './form-context.ts'
import { kitFormOptions } from './kit-form-options.ts'
import { lazyField } from './lazy-field.tsx'
import { PasswordField } from './password-field.tsx'
import { PhoneField } from './phone-field.tsx'
import { SelectField } from './select-field.tsx'
import { SubmitButton } from './submit-button.tsx'
import { TextField } from './text-field.tsx'

/**
 * The whole kit: every field a form of the portal shows, and the form components. Each form
 * gets the contract's rules run on submit, then on change, and a server's field problem that
 * goes away when the member changes the field. Fields that the login page does not show
 * (estate search, upload, date of birth, interest chips, radio groups, text areas, the
 * receipt file) load when a form first shows them, so that its first load carries none.
 */
const formHook = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    PhoneField,
    PasswordField,
    TextField,
    TextAreaField: lazyField(() => import('./text-area-field.tsx'), 'TextAreaField'),
    SelectField,
    SearchSelectField: lazyField(() => import('./search-select-field.tsx'), 'default'),
    CheckboxField,
    ChipGroupField: lazyField(() => import('./chip-group-field.tsx'), 'ChipGroupField'),
    RadioGroupField: lazyField(() => import('./radio-group-field.tsx'), 'RadioGroupField'),
    DatePartsField: lazyField(() => import('./date-parts-field.tsx'), 'DatePartsField'),
    UploadField: lazyField(() => import('./upload-field.tsx'), 'default'),
    FileField: lazyField(() => import('./file-field.tsx'), 'FileField'),
  },
  formComponents: { Form, SubmitButton },
})

export const { withForm, withFieldGroup } = formHook

export const useAppForm: typeof formHook.useAppForm = (options) => formHook.useAppForm(kitFormOptions(options))
