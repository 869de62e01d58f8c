import type { NamespaceServerTranslation } from '../../i18n-types'

const zh_CN_server = {
  badRequest: '输入无效',
  unauthorised: '请先登录。',
  sessionExpired: '登录已超时，请重新登录。',
  notFound: '找不到所请求的资源。',
  payloadTooLarge: '提交的数据过大。',
  unsupportedMediaType: '不支持此数据格式。',
  serverError: '系统暂时未能处理您的请求，请稍后再试。',
  busy: '系统繁忙，请稍后再试。',
  staffSignInFailed: '电邮、密码或验证码不正确。',
  staffSignInNeeded: '请先登录职员控制台。',
  adminOnly: '只有管理员可进行此操作。',
  crossSite: '此请求来自其他网站，已被拒绝。',
  notPending: '此申请尚未进入审批：正在等待文件。',
  alreadyDecided: '此申请已有决定。',
  withdrawn: '会员已撤回。',
  staffEmailTaken: '已有职员账户使用此电邮。',
  ownAccount: '您不可停用自己的账户。',
  referralCodeTaken: '此推荐码已存在。',
  estateUnknown: '没有此屋苑。',
  estateIncomplete: '此屋苑没有完整地址：请选择具名屋苑，或不选屋苑。',
  unattachedUploadsFull: '您有太多尚未随申请提交的文件（最多 {files} 个文件或 {size}MB）。请先提交申请，或明天再试。',
  csv: {
    event: '活动',
    receivedAt: '收到时间（香港时间）',
    memberId: '会员编号',
    sender: '提交者',
    file: '文件',
    size: '大小（字节）',
    link: '链接',
    receipt: '收据',
  },
  staffLinkInvalid: '此链接已失效：链接已使用、已过期，或已被较新的链接取代。',
  staffSetUpAlready: '此账户已完成设置：如需要，请重设其验证器。',
} satisfies NamespaceServerTranslation

export default zh_CN_server
