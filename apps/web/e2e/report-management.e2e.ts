import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '#i18n/en.ts';
import { pl } from '#i18n/pl.ts';
import { signedInPage } from './support/accounts.ts';
import {
  launchBrowser,
  DESKTOP,
  MOBILE,
  screenshotBoth,
  expectAccessible,
} from './support/browser.ts';
import { plainLines, text, type Texts } from './support/texts.ts';
import { csvFile, goodCsv as csv, uploadThroughForm } from './support/uploads.ts';

const waitForReady = (page: Page, texts: Texts) =>
  page
    .getByRole('heading', { name: text(texts, 'pay-gap.base.tableTitle') })
    .waitFor({ timeout: 60_000 });

const menuName = (texts: Texts, label: string) => text(texts, 'report-actions.menu', { label });
const sidebarList = (page: Page) => page.locator('#report-list');

describe('report management', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('keeps the report across sections, renames, deletes and removes a failed upload (en)', async () => {
    const { context, page } = await signedInPage(browser, { lang: 'en', plan: 'GURU' });

    const spring = await uploadThroughForm(page, en, 'Spring', csvFile('spring.csv', csv()));
    await waitForReady(page, en);
    const autumn = await uploadThroughForm(page, en, 'Autumn', csvFile('autumn.csv', csv(14)));
    await waitForReady(page, en);

    // The older report's adjusted view: the sidebar's sections keep it.
    await page.goto(`/main/pay-gap/${spring}/adjusted`);
    await page.getByRole('heading', { level: 1, name: 'Spring' }).waitFor();
    await page.getByRole('link', { name: text(en, 'nav.salaryRanges'), exact: true }).click();
    await page.waitForURL(`**/main/salary-ranges/${spring}/base`);
    await page.getByRole('heading', { level: 1, name: 'Spring' }).waitFor();
    await page.getByRole('link', { name: text(en, 'nav.employees'), exact: true }).click();
    await page.waitForURL(`**/main/employees/${spring}`);
    await page.getByRole('heading', { level: 1, name: 'Spring' }).waitFor();
    await page.getByRole('link', { name: text(en, 'nav.payGap'), exact: true }).click();
    await page.waitForURL(`**/main/pay-gap/${spring}/base`);

    // Rename from the report's header, checked by the label rules first.
    const header = page.locator('main');
    await header.getByRole('button', { name: menuName(en, 'Spring') }).click();
    await page.getByRole('menuitem', { name: text(en, 'report-actions.rename') }).click();
    const input = page.getByRole('textbox', { name: text(en, 'report-actions.newLabel') });
    await input.fill('Spring / 2025');
    await input.press('Enter');
    await page.getByText(text(en, 'validation.invalid_label_format')).waitFor();
    await screenshotBoth(page, 'report-management-rename-en');
    await input.fill('Spring 2025');
    await input.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Spring 2025' }).waitFor();
    await sidebarList(page).getByRole('link', { name: 'Spring 2025' }).waitFor();

    // A failed upload is removable from the sidebar's list.
    const failed = await uploadThroughForm(
      page,
      en,
      'Broken',
      csvFile('twins.csv', csv(12, ['5,Male,L1,Analyst,,0,6000,0'])),
    );
    await page
      .getByRole('alert')
      .filter({ hasText: text(en, 'report-status.failed.title') })
      .waitFor({ timeout: 60_000 });
    const list = sidebarList(page);
    await list.getByRole('link', { name: /Broken/ }).waitFor();
    const brokenMenu = list.getByRole('button', { name: menuName(en, 'Broken') });
    await brokenMenu.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text(en, 'report-actions.deleteTitle') });
    await dialog.waitFor();
    await expectAccessible(page, 'delete dialog');
    await screenshotBoth(page, 'report-management-delete-dialog-en');
    // Escape keeps it; then delete for real.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await brokenMenu.click();
    await page.getByRole('menuitem', { name: text(en, 'report-actions.delete') }).click();
    await dialog.getByRole('button', { name: text(en, 'report-actions.confirmDelete') }).click();
    await page.waitForURL((url) => !url.pathname.includes(failed));
    expect(page.url()).toMatch(new RegExp(`/main/pay-gap/(${autumn}|${spring})/base$`));
    await list.getByRole('link', { name: /Broken/ }).waitFor({ state: 'detached' });

    // Delete from the header: the next report opens. On a slow CPU too: the next report's
    // render once lost the race with the refreshed list and ended on the upload screen.
    await page.goto(`/main/pay-gap/${autumn}/base`);
    await header.getByRole('button', { name: menuName(en, 'Autumn') }).click();
    await page.getByRole('menuitem', { name: text(en, 'report-actions.delete') }).click();
    const cpu = await context.newCDPSession(page);
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 12 });
    await page.getByRole('button', { name: text(en, 'report-actions.confirmDelete') }).click();
    await page.waitForURL(`**/main/pay-gap/${spring}/base`);
    await page.getByRole('heading', { level: 1, name: 'Spring 2025' }).waitFor();
    await page.waitForLoadState('networkidle');
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(new URL(page.url()).pathname).toBe(`/main/pay-gap/${spring}/base`);
    await list.getByRole('link', { name: 'Autumn' }).waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').count()).toBe(1);
    await header.getByRole('button', { name: menuName(en, 'Spring 2025') }).click();
    await expectAccessible(page, 'report menu');
    await screenshotBoth(page, 'report-management-menu-en');
    await context.close();
  });

  it('names the limits with their numbers, renames, and deletes to make room (pl)', async () => {
    const { context, page } = await signedInPage(browser, { lang: 'pl' });

    // STARTER: 250 records per report; the file has 1 000.
    await page.goto('/main/pay-gap/new');
    await page.getByRole('textbox', { name: 'Nazwa raportu' }).fill('Za duzo');
    await page.locator('input[type=file]').setInputFiles(csvFile('big.csv', csv(1000)));
    await page.getByRole('button', { name: 'Prześlij', exact: true }).click();
    const records = page.locator('[data-limit="records"]');
    // The plans arrive with their own call.
    await records.getByText(/Możesz też przejść na plan Pro/).waitFor();
    const said = plainLines(await records.innerText());
    expect(said).toContain(
      text(pl, 'pay-gap.limitMessage.records', { records: '1 000', max: '250' }),
    );
    expect(said).toContain(
      text(pl, 'pay-gap.limitMessage.recordsPlan', { plan: 'Pro', max: '2 000' }),
    );
    await expectAccessible(page, 'records limit');
    await screenshotBoth(page, 'report-management-records-limit-pl');

    // One report allowed: the second upload says 1 of 1 and how to make room.
    const first = await uploadThroughForm(page, pl, 'Pierwszy', csvFile('first.csv', csv()));
    await waitForReady(page, pl);
    await page.goto('/main/pay-gap/new');
    await page.getByRole('textbox', { name: 'Nazwa raportu' }).fill('Drugi');
    await page.locator('input[type=file]').setInputFiles(csvFile('second.csv', csv()));
    await page.getByRole('button', { name: 'Prześlij', exact: true }).click();
    const reports = page.locator('form [data-limit="reports"]');
    await reports.waitFor();
    expect(plainLines(await reports.innerText())).toContain(
      text(pl, 'pay-gap.limitMessage.reportsUsed', { used: '1', allowed: '1' }),
    );
    await expectAccessible(page, 'reports limit');
    await screenshotBoth(page, 'report-management-reports-limit-pl');
    // On a phone the list sits in the menu: the message's link opens it there.
    await page.setViewportSize(MOBILE);
    await reports.locator('a[href="#report-list"]').click();
    const menu = page.getByRole('dialog', { name: text(pl, 'layout.menu') });
    await menu.getByRole('link', { name: 'Pierwszy' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await page.setViewportSize(DESKTOP);

    // Rename from the sidebar's menu, in Polish.
    await page.goto(`/main/pay-gap/${first}/base`);
    await sidebarList(page)
      .getByRole('button', { name: menuName(pl, 'Pierwszy') })
      .click();
    await page.getByRole('menuitem', { name: text(pl, 'report-actions.rename') }).click();
    const input = page.getByRole('textbox', { name: text(pl, 'report-actions.newLabel') });
    await input.fill('Pierwszy 2025');
    await input.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Pierwszy 2025' }).waitFor();
    await sidebarList(page).getByRole('link', { name: 'Pierwszy 2025' }).waitFor();

    // Make room: delete the report from its header; with none left, the upload screen opens.
    await page
      .locator('main')
      .getByRole('button', { name: menuName(pl, 'Pierwszy 2025') })
      .click();
    await page.getByRole('menuitem', { name: 'Usuń' }).click();
    await page.getByRole('dialog', { name: text(pl, 'report-actions.deleteTitle') }).waitFor();
    await screenshotBoth(page, 'report-management-delete-dialog-pl');
    await page.getByRole('button', { name: text(pl, 'report-actions.confirmDelete') }).click();
    await page.waitForURL('**/main/pay-gap/new');
    await page.getByText(text(pl, 'layout.reports.empty')).first().waitFor();
    await context.close();
  });
});
