import { useMutation } from '@tanstack/react-query'
import { recoveryEndpoints } from '#contract/endpoints/recovery'
import { verificationEndpoints } from '#contract/endpoints/verification'
import type { ResendOtpRequest, SetupPasswordRequest } from '#contract/schemas/verification'
import { call } from '#client/api/http-client.ts'

/** Forgot password: a code to the phone of the member with this number. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: Required<Pick<ResendOtpRequest, 'phoneNumber' | 'countryCode' | 'language'>>) =>
      call(verificationEndpoints.resendOtp, { body: { ...body, type: 'forgetPassword' } }),
  })

export const useSetupPassword = () =>
  useMutation({ mutationFn: (body: SetupPasswordRequest) => call(recoveryEndpoints.setupPassword, { body }) })
