import type { NamespaceAccountNoticesTranslation } from '../../i18n-types'

const zh_CN_accountNotices = {
  otpSms: 'Sino Club：你的验证码为 {code}，{minutes} 分钟内有效。请勿将验证码告诉任何人。',
  verifyAccountSubject: '验证你的 Sino Club 电邮地址',
  verifyAccountBody: '{name} 你好：\n\n多谢你加入 Sino Club。请于 {hours} 小时内打开以下链接，验证你的电邮地址并完成登记：\n\n{link}\n\n如你没有登记，请忽略此电邮。\n\nSino Club',
  setPasswordSubject: '设定你的 Sino Club 密码',
  setPasswordBody: '{name} 你好：\n\n请于 {hours} 小时内打开以下链接，验证你的电邮地址并设定 Sino Club 账户密码：\n\n{link}\n\n如你没有提出此要求，请忽略此电邮。\n\nSino Club',
  passwordChangedSubject: '你的 Sino Club 密码已更改',
  passwordChangedBody: '{name} 你好：\n\n你的 Sino Club 账户密码刚已设定，其他设备均已登出。\n\n如非你本人操作，请于登入页以「忘记密码？」重设密码，并电邮至 {email} 通知我们。\n\nSino Club',
} satisfies NamespaceAccountNoticesTranslation

export default zh_CN_accountNotices
