import type { BaseTranslation } from '../../i18n-types'

/** Texts only the server sends (a namespace, so the client never downloads them). */
const zh_HK_server = {
  pushServiceRefused: '本網站無法經此瀏覽器的通知服務傳送通知，此裝置的通知維持關閉。',
  passkeyRefused: '未能以此通行密鑰登入。請再試一次，或以手機號碼及密碼登入。',
  staffPasskeySignInFailed: '電郵、密碼或通行密鑰不正確。',
  staffPasskeyRequired: '此帳戶須以通行密鑰登入：請選擇「改用通行密鑰代替驗證碼」。',
  staffNoPasskey: '此帳戶尚未有通行密鑰：帳戶持有人須先於「通行密鑰」新增。',
  staffLastPasskeyRequired: '此帳戶須以通行密鑰登入，因此不能移除最後一個通行密鑰。',
  badRequest: '輸入無效',
  unauthorised: '請先登入。',
  sessionExpired: '登入已逾時，請重新登入。',
  notFound: '找不到所要求的資源。',
  payloadTooLarge: '提交的資料過大。',
  unsupportedMediaType: '不支援此資料格式。',
  serverError: '系統暫時未能處理您的要求，請稍後再試。',
  maintenance: '會員平台正在進行系統維護，暫時未能處理您的要求，請稍後再試。',
  busy: '系統繁忙，請稍後再試。',
  staffSignInFailed: '電郵、密碼或驗證碼不正確。',
  staffSignInNeeded: '請先登入職員控制台。',
  adminOnly: '只有管理員可進行此操作。',
  crossSite: '此請求來自其他網站，已被拒絕。',
  notPending: '此申請尚未進入審批：正在等待文件。',
  alreadyDecided: '此申請已有決定。',
  withdrawn: '會員已撤回。',
  staffEmailTaken: '已有職員帳戶使用此電郵。',
  reasonNotOffered: '此原因已停用，請選擇另一個。',
  reasonCodeTaken: '已有使用此代碼的原因',
  ownAccount: '您不可停用自己的帳戶。',
  referralCodeTaken: '此推薦碼已存在。',
  estateUnknown: '沒有此屋苑。',
  estateIncomplete: '此屋苑沒有完整地址：請選擇具名屋苑，或不選屋苑。',
  unattachedUploadsFull:
    '您有太多尚未隨申請提交的文件（最多 {files:number} 個檔案或 {size:number}MB）。請先提交申請，或明天再試。',
  wallet: {
    name: '姓名',
    status: '狀態',
  },
  csv: {
    event: '活動',
    receivedAt: '收到時間（香港時間）',
    memberId: '會員編號',
    sender: '提交者',
    file: '檔案',
    size: '大小（位元組）',
    link: '連結',
    receipt: '收據',
  },
  staffLinkInvalid: '此連結已失效：連結已使用、已過期，或已被較新的連結取代。',
  staffSetUpAlready: '此帳戶已完成設定：如需要，請重設其驗證器。',
} satisfies BaseTranslation

export default zh_HK_server
