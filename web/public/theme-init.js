/* global localStorage, window, document */
// Runs before the first paint (a blocking script in <head>) so the page never flashes the wrong theme.
// It is a file rather than an inline script because the server's Content-Security-Policy allows only 'self' scripts.
(function () {
  var theme;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    theme = null;
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.setAttribute('data-theme', theme);
  if (theme === 'dark') root.classList.add('dark');
})();
