/**
 * Takes the place of TanStack Form's form groups (a part of a form with validators and a
 * submit of its own), which no portal form uses: useForm attaches them to every form, so
 * without this their code (2 kB gzip) is part of the login page's first load. Lint forbids
 * them; a form that needs one would remove this stand-in from build/library-trims.ts.
 */
const leftOut = (): never => {
  throw new Error('TanStack Form groups are left out of the portal build (build/library-trims.ts)')
}

export const FormGroup = leftOut
export const useFormGroup = leftOut
