import { useMutation } from '@tanstack/react-query'
import { endpoints } from '#contract/endpoints'
import type { ResendOtpRequest, SetupPasswordRequest } from '#contract/schemas/verification'
import { call } from '#client/api/http-client.ts'

/** Forgot password: a code to the phone of the member with this number (spec section 3). */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: Required<Pick<ResendOtpRequest, 'phoneNumber' | 'countryCode' | 'language'>>) =>
      call(endpoints.resendOtp, { body: { ...body, type: 'forgetPassword' } }),
  })

export const useSetupPassword = () =>
  useMutation({ mutationFn: (body: SetupPasswordRequest) => call(endpoints.setupPassword, { body }) })
