import { useMutation } from '@tanstack/react-query'
import { endpoints } from '#contract/endpoints'
import type { PMemberRegistrationRequest, RegistrationRequest } from '#contract/schemas/registration'
import { call } from '#client/api/http-client.ts'

export const emailExists = (emailAddress: string) =>
  call(endpoints.checkAccountExisting, { query: { emailAddress } }).then((answer) => answer.memberExisting)

export const phoneExists = (mobilePhone: string, countryCodeId: number) =>
  call(endpoints.checkAccountExisting, { query: { mobilePhone, countryCodeId } }).then((answer) => answer.memberExisting)

export const referralDetails = (referralCode: string) =>
  call(endpoints.getPMemberReferralCodeItemByCode, { query: { referralCode } })

export const useRegister = () => useMutation({ mutationFn: (body: RegistrationRequest) => call(endpoints.register, { body }) })

export const useRegisterPMember = () =>
  useMutation({ mutationFn: (body: PMemberRegistrationRequest) => call(endpoints.registerPMember, { body }) })
