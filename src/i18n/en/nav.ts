import type { Dictionary } from '../es'

export const nav: Dictionary['nav'] = {
  hotel: 'Hotel',
  rules: 'Rules',
  us: 'Us',
  friends: 'Friends',
  login: 'Log in',
  logout: 'Log out',
  profile: 'My profile',
  myTicket: 'My ticket',
  myTicketLabel: 'My ticket: open the QR code',
  language: 'Language',
  switchToEnglish: 'Switch to English',
  switchToSpanish: 'Switch to Spanish',
  theme: 'Dark theme',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main navigation',
  home: 'Monster Invasion, home',
  pendingTasks: (count: number) => (count === 1 ? '1 pending task' : `${count} pending tasks`),
}
