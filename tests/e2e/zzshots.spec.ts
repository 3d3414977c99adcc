import { devControl, tenantUrl, test } from './browser.js';
import { startSignedIn } from './member-session.js';

const T = 'saigon';
const PAGES = ['teamOverview','registerAccount','teamManagement','teamBetting','userLoss','myIncome','accountDetails','dividend','dailyWage','hourlySalary','realTimeSalary','agentAnnouncements','deposit','withdraw','inbox'];
const lang = process.env.SHOT_LANG ?? 'EN';
test.setTimeout(600_000);
test('shots', async ({ page }) => {
  await devControl(`/reset?tenant=${T}`);
  for (const [w, h] of [[375, 812], [1280, 800]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.context().clearCookies();
    await page.goto(tenantUrl(T, '/agent'));
    await page.evaluate(() => { sessionStorage.clear(); });
    await page.goto(tenantUrl(T, '/agent'));
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/shots-agent/${w}-agent.png`, fullPage: true });
    await page.goto(tenantUrl(T, '/'));
    await page.waitForTimeout(1500);
    console.log(w, 'home-out', await page.evaluate(() => document.documentElement.scrollWidth));
    await page.screenshot({ path: `/tmp/shots-agent/${w}-home-out.png` });
    await startSignedIn(page, T, process.env.SHOT_ACCOUNT ?? 'agent.top', lang);
    await page.goto(tenantUrl(T, '/'));
    await page.waitForTimeout(1500);
    console.log(w, 'home-in', await page.evaluate(() => document.documentElement.scrollWidth));
    await page.screenshot({ path: `/tmp/shots-agent/${w}-home-in.png` });
    for (const p of PAGES) {
      await page.goto(tenantUrl(T, `/agentHome?page=${p}`));
      await page.waitForTimeout(1200);
      console.log(w, p, await page.evaluate(() => document.documentElement.scrollWidth));
      await page.screenshot({ path: `/tmp/shots-agent/${w}-${p}.png`, fullPage: true });
    }
    if (w === 375) {
      await page.goto(tenantUrl(T, `/agentHome`));
      await page.getByRole('button', { name: /Menu|Danh mục|菜单|選單/ }).click().catch(() => undefined);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots-agent/${w}-menu-open.png`, fullPage: true });
    }
  }
});
