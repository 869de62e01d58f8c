import { createFormHook } from '@tanstack/react-form'
import { CheckboxField } from './checkbox-field.tsx'
import { ChipGroupField } from './chip-group-field.tsx'
import { DatePartsField } from './date-parts-field.tsx'
import { FileField } from './file-field.tsx'
import { fieldContext, formContext } from './form-context.ts'
import { kitFormOptions } from './kit-form-options.ts'
import { lazyField } from './lazy-field.tsx'
import { lightFieldComponents, lightFormComponents } from './light-form-hook.tsx'
import { RadioGroupField } from './radio-group-field.tsx'
import { SelectField } from './select-field.tsx'
import { TextAreaField } from './text-area-field.tsx'
import { TextField } from './text-field.tsx'

/**
 * The whole kit: every field a form of the portal shows, and the form components. Each form
 * gets the contract's rules run on submit, then on change, and a server's field problem that
 * goes away when the member changes the field. The large fields load when first shown.
 */
const formHook = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    ...lightFieldComponents,
    TextField,
    TextAreaField,
    SelectField,
    SearchSelectField: lazyField(() => import('./search-select-field.tsx')),
    CheckboxField,
    ChipGroupField,
    RadioGroupField,
    DatePartsField,
    UploadField: lazyField(() => import('./upload-field.tsx')),
    FileField,
  },
  formComponents: lightFormComponents,
})

export const { withForm, withFieldGroup } = formHook

export const useAppForm: typeof formHook.useAppForm = (options) => formHook.useAppForm(kitFormOptions(options))
