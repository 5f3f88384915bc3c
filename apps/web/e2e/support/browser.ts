import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../artifacts');

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

export const baseUrl = () => inject('e2e').baseUrl;

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

/** A fresh context (own storage) in the given language; `lang` seeds i18next's localStorage. */
export const newPage = async (
  browser: Browser,
  options: {
    lang?: 'en' | 'pl';
    viewport?: { width: number; height: number };
    /** Another server than the shared one (a test that starts its own). */
    baseURL?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: options.viewport ?? DESKTOP,
    locale: options.lang === 'en' ? 'en-GB' : 'pl-PL',
    acceptDownloads: true,
  });
  if (options.lang) {
    await context.addInitScript((lang) => {
      if (!window.localStorage.getItem('i18nextLng'))
        window.localStorage.setItem('i18nextLng', lang);
    }, options.lang);
  }
  const page = await context.newPage();
  const visited: string[] = [];
  openPages.set(page, visited);
  page.on('framenavigated', (frame) => {
    const shown = new URL(frame.url()).pathname;
    if (frame === page.mainFrame() && visited.at(-1) !== shown) visited.push(shown);
  });
  page.on('close', () => openPages.delete(page));
  return { context, page };
};

/**
 * Pages still open, each with the paths it has shown (client-side navigations too), for the
 * failure report (support/failure-report.ts).
 */
export const openPages = new Map<Page, string[]>();

/**
 * `E2E_SCREENSHOTS=off` (CI sets it) skips the screenshots of screens: they are for a person to
 * look at and assert nothing, and on a 2-core machine the full-page captures were about a quarter
 * of the browser tests' time. Every assertion and axe check runs either way; a failing test's
 * pages are still captured (failure-report.ts).
 */
const screenshotsWanted = () => process.env.E2E_SCREENSHOTS !== 'off';

/** Saves a full-page PNG under apps/web/e2e/artifacts, unless screenshots are off. */
export const screenshot = async (page: Page, name: string) => {
  if (!screenshotsWanted()) return;
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
};

/** Screenshots at 1440 px and 390 px wide, restoring the original viewport. */
export const screenshotBoth = async (page: Page, name: string) => {
  if (!screenshotsWanted()) return;
  const original = page.viewportSize() ?? DESKTOP;
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(300);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(original);
};

export type AxeViolation = {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
};

/**
 * Serious and critical axe violations on the page as it is now (an empty list is a pass),
 * outside `exclude` (a CSS selector) if given. Legacy mode runs axe in the page itself: the
 * default opens a blank page for every check to merge frame results, which doubled the time of
 * each check, and the app has no cross-origin frames to merge.
 */
export const seriousA11yViolations = async (
  page: Page,
  options: { exclude?: string } = {},
): Promise<AxeViolation[]> => {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true);
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
};

/** Fails the test, naming the screen, on any serious or critical axe violation. */
export const expectAccessible = async (page: Page, screen: string) => {
  expect(await seriousA11yViolations(page), screen).toEqual([]);
};

/** A screen once its calls have settled: screenshots at both widths, then axe. */
export const checkScreen = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await screenshotBoth(page, name);
  await expectAccessible(page, name);
};
