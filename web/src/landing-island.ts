/**
 * The landing page's only script for a signed-out visitor (landing.html,
 * made at build time by vite.config.ts's prerenderLanding): its menus are
 * <details> disclosures that open and close without it; this closes an open
 * one on Escape, on a click outside it and when another one opens, as the
 * app's menus do. No React is downloaded.
 */
const menus = () => [...document.querySelectorAll<HTMLDetailsElement>('details[data-static-menu]')];

function closeAll(except?: HTMLDetailsElement) {
  for (const menu of menus()) if (menu !== except && menu.open) menu.open = false;
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Node ? event.target : null;
  for (const menu of menus()) if (menu.open && !(target && menu.contains(target))) menu.open = false;
});

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const open = menus().find((menu) => menu.open);
  if (!open) return;
  open.open = false;
  open.querySelector('summary')?.focus();
});

for (const menu of menus()) {
  menu.addEventListener('toggle', () => {
    if (menu.open) closeAll(menu);
  });
}
