// Applies the persisted theme and language to <html> before the first paint, so a light-theme visitor
// never sees a dark flash. A plain script, not a module, loaded synchronously as /theme-boot.js from the
// page's <head> (the CSP forbids inline scripts); vite.config.ts themeBoot adds it there and minifies it.
// redux-persist keeps the state under "persist:root" as JSON whose `preferences` is itself a JSON string.
;(function () {
  var preferences = null
  try {
    var root = JSON.parse(window.localStorage.getItem('persist:root') || 'null')
    if (root && typeof root.preferences === 'string') preferences = JSON.parse(root.preferences)
  } catch (error) {
    preferences = null
  }
  var html = document.documentElement
  var dark = !(preferences && preferences.theme === 'light')
  html.classList.toggle('dark', dark)
  html.style.colorScheme = dark ? 'dark' : 'light'
  if (preferences && preferences.lang === 'ENG') html.lang = 'en'
})()
