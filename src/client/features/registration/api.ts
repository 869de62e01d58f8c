import { useMutation } from '@tanstack/react-query'
import { endpoints } from '#contract/endpoints'
import type {
  AccountExistingAnswer,
  PMemberRegistrationRequest,
  ReferralCodeAnswer,
  RegisterAnswer,
  RegistrationRequest,
} from '#contract/schemas/registration'
import { request } from '../../api/http-client.ts'

export const emailExists = (emailAddress: string) =>
  request<AccountExistingAnswer>(endpoints.checkAccountExisting, { query: { emailAddress } }).then((answer) => answer.memberExisting)

export const phoneExists = (mobilePhone: string, countryCodeId: number) =>
  request<AccountExistingAnswer>(endpoints.checkAccountExisting, { query: { mobilePhone, countryCodeId: String(countryCodeId) } }).then(
    (answer) => answer.memberExisting,
  )

export const referralDetails = (referralCode: string) =>
  request<ReferralCodeAnswer>(endpoints.getPMemberReferralCodeItemByCode, { query: { referralCode } })

export const useRegister = () =>
  useMutation({ mutationFn: (body: RegistrationRequest) => request<RegisterAnswer>(endpoints.register, { body }) })

export const useRegisterPMember = () =>
  useMutation({ mutationFn: (body: PMemberRegistrationRequest) => request<RegisterAnswer>(endpoints.registerPMember, { body }) })
