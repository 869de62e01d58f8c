import type { NamespaceDataExportTranslation } from '../../i18n-types'

const zh_CN_dataExport = {
  title: '信和会持有的您的资料',
  intro:
    '信和会于 {date} 持有的 {name}（会员编号 {memberId}）的全部资料。JSON 文件以供电脑读取的格式载有相同内容；此处的字段名称与其相同。',
  documentsNote: '您递交的每份文件均可在「更新个人资料」的「隐私及我的资料」下载。',
  nothing: '没有持有任何资料。',
  sections: {
    consents: '同意',
    profile: '个人资料',
    contactAddress: '通讯地址',
    privilegeAddress: '尊尚会员地址',
    interests: '兴趣',
    upgradeApplications: '升级尊尚会籍申请',
    upgradeDocuments: '升级申请的文件',
    parkingApplications: '泊车优惠申请',
    parkingDocuments: '泊车申请的文件',
    parkingChanges: '泊车优惠的更改要求',
    parkingChangeDocuments: '泊车更改的文件',
    documents: '您递交的文件',
    receipts: '您递交的收据',
    sessions: '登录（设备）',
    verificationCodes: '已发出的验证码（不保存验证码本身）',
    emailLinks: '已发出的电邮链接（不保存链接本身）',
    referralCode: '使用的推荐码',
    closingRequests: '结束账户的要求',
    auditEntries: '职员及操作员就您作出的操作',
  },
} satisfies NamespaceDataExportTranslation

export default zh_CN_dataExport
