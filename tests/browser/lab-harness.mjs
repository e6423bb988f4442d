// lab-harness.mjs: what the <slide-lab> browser tests share: one static server and one Chromium per
// file, a blank page holding the labs a test asks for, and a run that resolves with the
// slide-lab-result detail.
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, startStaticServer } from './static-server.mjs';

/** Starts the server and the browser before the file's tests and stops them after. @returns {{ site: any, browser: any }} */
export function useLabBrowser() {
  const state = { site: null, browser: null };
  before(async () => {
    state.site = await startStaticServer();
    state.browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });
  after(async () => {
    await state.browser?.close();
    state.site?.stop();
  });
  return state;
}

/**
 * A page of the site (docs.html, which defines the elements) emptied to a blog-like column holding
 * one <slide-lab> per entry; console warnings and errors and page errors are collected in
 * `problems`.
 * @param {{ site: any, browser: any }} state
 * @param {{ labs: { id: string, attributes: Record<string, string> }[], viewport?: { width: number, height: number }, lang?: string }} options
 */
export async function labPage(
  { site, browser },
  { labs, viewport = { width: 1280, height: 900 }, lang = 'en' },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(`${site.base}/docs.html`);
  await page.evaluate(
    ({ labs, lang }) => {
      document.documentElement.lang = lang;
      document.body.innerHTML =
        '<main style="max-width: 60rem; margin: 0 auto; padding: 0 0.75rem"></main>';
      for (const { id, attributes } of labs) {
        const lab = document.createElement('slide-lab');
        lab.id = id;
        for (const [name, value] of Object.entries(attributes)) lab.setAttribute(name, value);
        document.querySelector('main').append(lab);
      }
    },
    { labs, lang },
  );
  return { context, page, problems };
}

/** Runs the lab (as its Run button does) and resolves with its result's detail; rejects with its status line after `timeout`. */
export function runLab(page, id, timeout = 30000) {
  return page.evaluate(
    ({ id, timeout }) =>
      new Promise((resolve, reject) => {
        const lab = document.getElementById(id);
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no result in ${timeout} ms: ${lab.shadowRoot?.querySelector('.status')?.textContent}`,
              ),
            ),
          timeout,
        );
        lab.addEventListener(
          'slide-lab-result',
          (event) => {
            clearTimeout(timer);
            resolve(event.detail);
          },
          { once: true },
        );
        customElements.whenDefined('slide-lab').then(() => lab.run());
      }),
    { id, timeout },
  );
}
