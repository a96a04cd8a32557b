import { ENTRADA_PATH, plainEntradaUrl } from '@/domain/entrada-url'
import { MODERATOR_PASSWORD_PATH } from '@/domain/moderator-invite'

/** Every route of the product (SPEC §2), in one table read by the router, the navigation and the footer. */
export const paths = {
  home: '/',
  buy: '/buy',
  webpayReturn: '/webpayretorno',
  hotel: '/hotel',
  rules: '/rules',
  privacy: '/privacidad',
  us: '/us',
  friends: '/friends',
  socialMedia: '/socialmedia',
  login: '/login',
  register: '/register',
  recover: '/recover',
  mailVerification: '/mailverification',
  passwordReset: '/pswrdreset',
  emailChange: '/emailchange',
  profile: '/profile',
  entrada: ENTRADA_PATH,
  /** The signed-in holder's own ticket: its QR, big, also offline once opened. */
  myTicket: '/mientrada',
  admin: '/admin',
  adminLogin: '/adminlogin',
  adminPassword: MODERATOR_PASSWORD_PATH,
  adminBan: '/adminbann',
  adminSell: '/adminsell',
  adminRemove: '/adminremove',
  adminSendMail: '/adminsendmail',
  adminCheckin: '/admincheckin',
  adminBanner: '/adminbanner',
  adminAudit: '/adminaudit',
  adminReport: '/adminreport',
  adminCorrections: '/admincorrections',
  adminRights: '/adminderechos',
  adminContent: '/admincontent',
  adminConsole: '/adminconsole',
  adminTransfers: '/admintransfer',
  activities: '/activities',
  notFound: '/404',
} as const

/** Staff pages (/admin…): moderators' tools, without the public site's sales banner. */
export const isStaffPath = (pathname: string) => pathname.startsWith(paths.admin)

/** The address encoded in a ticket's QR code. */
export const entradaHref = (issuedTicketId: string) => plainEntradaUrl('', issuedTicketId)
