import type { NamespaceRecoveryTranslation } from '../../i18n-types'

const zh_CN_recovery = {
  title: '忘记密码',
  intro: '请输入账户的手机号码，我们会通过短信发送验证码。',
  submit: '发送验证码',
  resetTitle: '重置密码',
  firstTimeTitle: '设置新密码',
  firstTimeNotice: '为保障账户安全，请设置新密码：8 至 16 个字符，须包括大写字母、小写字母、数字及 ! ? @ & $ % * 其中一个符号。',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  resetSuccessTitle: '密码已更新',
  resetSuccessBody: '您的密码已更改，请使用新密码登录。',
  invalidNumber: '手机号码无效',
} satisfies NamespaceRecoveryTranslation

export default zh_CN_recovery
