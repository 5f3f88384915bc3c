import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALARY_FILE_HEADER } from '@parytet/contract/salary-file';
import { en } from '#i18n/en.ts';
import { pl } from '#i18n/pl.ts';
import { signedInPage } from './support/accounts.ts';
import { launchBrowser, screenshotBoth, expectAccessible } from './support/browser.ts';
import { plainLines, text, type Texts } from './support/texts.ts';
import { uploadThroughForm } from './support/uploads.ts';

/** Eighteen people: Analysts and Engineers at three levels, both genders in each. */
const rows = Array.from({ length: 18 }, (_, i) => ({
  id: i + 1,
  gender: i % 2 ? 'Male' : 'Female',
  level: `L${(i % 3) + 1}`,
  position: i % 6 < 3 ? 'Analyst' : 'Engineer',
  salary: 6000 + i * 137,
}));
const file = {
  name: 'payroll.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      SALARY_FILE_HEADER.join(','),
      ...rows.map(
        (r) => `${r.id},${r.gender},${r.level},${r.position},Warszawa,0,${r.salary},1200`,
      ),
    ].join('\n'),
  ),
};

/** The median salary of Analysts at level L1, as the report computes it and prints it. */
const analystL1Median = () => {
  const salaries = rows
    .filter((r) => r.position === 'Analyst' && r.level === 'L1')
    .map((r) => r.salary)
    .sort((a, b) => a - b);
  const mid = Math.floor(salaries.length / 2);
  const median =
    salaries.length % 2
      ? (salaries[mid] ?? 0)
      : ((salaries[mid - 1] ?? 0) + (salaries[mid] ?? 0)) / 2;
  return `${String(Math.round(median)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} zł`;
};

const uploadReport = async (page: Page, texts: Texts, label: string) => {
  await uploadThroughForm(page, texts, label, file);
  await page
    .getByRole('heading', { name: text(texts, 'pay-gap.base.tableTitle') })
    .waitFor({ timeout: 60_000 });
};

/** Taps a fixed answer once the question before it has been typed out. */
const tap = async (page: Page, label: string) => {
  const button = page.getByRole('button', { name: label, exact: true });
  await button.waitFor({ timeout: 20_000 });
  await button.click();
};

const conversation = async (
  browser: Browser,
  lang: 'en' | 'pl',
  texts: Texts,
  script: { question: string; seniority: string; contract: string },
) => {
  const { context, page } = await signedInPage(browser, { lang, plan: 'PRO' });
  const label = lang === 'en' ? 'Payroll 2025' : 'Wynagrodzenia 2025';
  await uploadReport(page, texts, label);

  // The sidebar's chat button opens a fresh chat.
  await page.getByRole('link', { name: text(texts, 'nav.chat'), exact: true }).click();
  await page.waitForURL('**/chat');
  const chatList = page.getByRole('region', { name: text(texts, 'chat.list.title') });
  await chatList.getByText(text(texts, 'chat.list.empty')).waitFor();
  await expectAccessible(page, `chat new ${lang}`);
  await screenshotBoth(page, `chat-new-${lang}`);

  const input = page.getByRole('textbox', { name: text(texts, 'chat.prompt') });
  await input.fill(script.question);
  await input.press('Enter');
  // The route changes to the new chat's id.
  await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
  const chatUrl = page.url();

  // Step 1: the position, offered from the report (tips shown).
  await tap(page, 'Analyst');
  // Step 2: seniority, with the spec's guide as tips.
  await page.getByText(text(texts, 'chat.fixedValues')).waitFor({ timeout: 20_000 });
  await expectAccessible(page, `chat question ${lang}`);
  await screenshotBoth(page, `chat-question-${lang}`);
  await tap(page, script.seniority);
  // Step 3: the contract.
  await tap(page, script.contract);

  // The final answer types out; skip to the end, as a reader may. It is longer than a phone
  // screen: "More" under each part gives the next, until the whole answer is on screen.
  const skip = page.getByRole('button', { name: text(texts, 'chat.skip') });
  await skip.click({ timeout: 20_000 });
  const answers = page.locator('ol li[class*=answer] p');
  const firstPart = (await answers.count()) - 1;
  const more = page.getByRole('button', { name: lang === 'pl' ? 'Więcej' : 'More', exact: true });
  await more.waitFor();
  await screenshotBoth(page, `chat-answer-more-${lang}`);
  // After each part, either its "More" or the end of the answer (the link to a new
  // conversation) shows; a part of several paragraphs must not pass for the next one.
  const startNew = page.getByRole('link', { name: text(texts, 'chat.startNew') });
  const nextStep = () =>
    Promise.race([
      more.waitFor({ timeout: 30_000 }).then(
        () => 'more' as const,
        () => 'none' as const,
      ),
      startNew.waitFor({ timeout: 30_000 }).then(
        () => 'end' as const,
        () => 'none' as const,
      ),
    ]);
  for (let parts = 1; (await nextStep()) === 'more'; parts++) {
    expect(parts).toBeLessThan(10);
    await more.click();
    await skip.click({ timeout: 20_000 });
  }
  const whole = plainLines((await answers.allInnerTexts()).slice(firstPart).join('\n'));
  expect(whole).toContain(label);
  expect(whole).toContain(analystL1Median());
  // Announced once, whole, to screen readers.
  await page.waitForFunction(
    (expected) =>
      document.querySelector('[aria-live="polite"]')?.textContent?.trim() === expected.trim(),
    await answers.last().innerText(),
  );
  await page.getByRole('link', { name: text(texts, 'chat.startNew') }).waitFor();
  await expectAccessible(page, `chat answer ${lang}`);
  await screenshotBoth(page, `chat-answer-${lang}`);

  // The chat is listed in the sidebar by its first question, and opens again with its history.
  await page.goto('/chat/profile');
  await page.getByRole('heading', { level: 1, name: text(texts, 'chat.profile.title') }).waitFor();
  await page.locator('main dd').getByText(label, { exact: true }).waitFor();
  await page.getByRole('columnheader', { name: text(texts, 'chat.profile.publisher') }).waitFor();
  await expectAccessible(page, `chat profile ${lang}`);
  await screenshotBoth(page, `chat-profile-${lang}`);
  await chatList.getByRole('link', { name: script.question }).click();
  await page.waitForURL(chatUrl);
  await answers.nth(firstPart).waitFor();
  const reloaded = plainLines((await answers.allInnerTexts()).slice(firstPart).join('\n'));
  expect(reloaded).toContain(analystL1Median());
  await context.close();
};

describe('assistant chat', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('in English: three tapped answers end in a figure from the uploaded report', async () => {
    await conversation(browser, 'en', en, {
      question: 'What should I pay for a role?',
      seniority: 'Senior',
      contract: 'Employment contract',
    });
  });

  it('in Polish: three tapped answers end in a figure from the uploaded report', async () => {
    await conversation(browser, 'pl', pl, {
      question: 'Ile powinienem płacić na stanowisku?',
      seniority: 'Senior',
      contract: 'Umowa o pracę',
    });
  });

  it('shows the locked state on a plan without chat, naming the plan that unlocks it', async () => {
    const { context, page } = await signedInPage(browser, { lang: 'en', plan: 'STARTER' });
    // The sidebar's locked chat leads to the plans (screens.e2e.ts); the chat's own address
    // shows what the assistant would do and the plan that unlocks it.
    await page.goto('/chat');
    await page.getByRole('heading', { level: 1, name: text(en, 'chat.locked.title') }).waitFor();
    await page.getByText(text(en, 'chat.locked.text', { plan: 'Pro' })).waitFor();
    await expectAccessible(page, 'chat locked');
    await screenshotBoth(page, 'chat-locked-en');
    await page.getByRole('link', { name: text(en, 'chat.locked.cta') }).click();
    await page.waitForURL('**/main/profile#plans-heading');
    await context.close();
  });
});
