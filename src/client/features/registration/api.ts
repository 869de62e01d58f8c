import { useMutation } from '@tanstack/react-query'
import { registrationEndpoints } from '#contract/endpoints/registration'
import type { PMemberRegistrationRequest, RegistrationRequest } from '#contract/schemas/registration'
import { call } from '#client/api/http-client.ts'

export const emailExists = (emailAddress: string) =>
  call(registrationEndpoints.checkAccountExisting, { query: { emailAddress } }).then((answer) => answer.memberExisting)

export const phoneExists = (mobilePhone: string, countryCodeId: number) =>
  call(registrationEndpoints.checkAccountExisting, { query: { mobilePhone, countryCodeId } }).then(
    (answer) => answer.memberExisting,
  )

export const referralDetails = (referralCode: string) =>
  call(registrationEndpoints.getPMemberReferralCodeItemByCode, { query: { referralCode } })

export const useRegister = () =>
  useMutation({ mutationFn: (body: RegistrationRequest) => call(registrationEndpoints.register, { body }) })

export const useRegisterPMember = () =>
  useMutation({ mutationFn: (body: PMemberRegistrationRequest) => call(registrationEndpoints.registerPMember, { body }) })
