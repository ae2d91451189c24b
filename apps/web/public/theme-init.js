/* global window, document */
// Applies the remembered theme before the first paint (kept external so a strict CSP can allow it).
(function () {
  var theme = null;
  try {
    theme = localStorage.getItem('partnerly-theme');
  } catch {
    // Storage blocked: fall back to the system preference.
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
})();
