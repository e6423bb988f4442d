// theme-switch.js: the Auto / Light / Dark buttons in the page header, remembered in localStorage.

const STORAGE_KEY = 'slide-theme';

export function setUpThemeSwitch(group) {
  const buttons = [...group.querySelectorAll('[data-theme-choice]')];
  const show = (choice) => {
    for (const button of buttons)
      button.setAttribute('aria-pressed', String(button.dataset.themeChoice === choice));
  };
  show(document.documentElement.dataset.theme ?? 'auto');
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const choice = button.dataset.themeChoice;
      if (choice === 'auto') delete document.documentElement.dataset.theme;
      else document.documentElement.dataset.theme = choice;
      try {
        if (choice === 'auto') localStorage.removeItem(STORAGE_KEY);
        else localStorage.setItem(STORAGE_KEY, choice);
      } catch {
        // Not remembered, but still applied for this visit.
      }
      show(choice);
    });
  }
}
