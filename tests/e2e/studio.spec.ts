import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scan, withAxe } from './axe-scan.js';
import { expect, tenantUrl, test } from './browser.js';
import { e2eEnv } from './e2e-env.js';

const root = new URL('../..', import.meta.url).pathname;

/** A small wordmark, as an operator would upload it. */
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40">' +
  '<rect width="40" height="40" rx="8" fill="#14b8a6"/>' +
  '<path d="M10 20a10 10 0 1 0 20 0a10 10 0 1 0-20 0" fill="#fff"/></svg>';

let studio: ChildProcess | undefined;
let studioUrl = '';

/**
 * Starts `pnpm studio`'s server on the worker's tenants folder, with the studio's page from
 * `pnpm build` (built here when the spec runs alone without it).
 */
test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!existsSync(join(root, 'packages/studio/dist/index.html'))) {
    const vite = join(root, 'packages/studio/node_modules/.bin/vite');
    const built = spawnSync(vite, ['build', '--logLevel', 'warn'], {
      cwd: join(root, 'packages/studio'),
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
  }
  const child = spawn(
    `${root}node_modules/.bin/tsx`,
    ['packages/studio/src/server/main.ts', '--port', '0'],
    {
      cwd: root,
      env: { ...process.env, WL_TENANTS: e2eEnv('tenantsDir'), WL_DIST: e2eEnv('distDir') },
    },
  );
  studio = child;
  studioUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+\/\?secret=[\w-]+/.exec(output)?.[0];
      if (url) resolve(url);
    });
    child.on('exit', (code) => reject(new Error(`pnpm studio exited with ${code}: ${output}`)));
  });
});

test.afterAll(() => {
  studio?.kill('SIGTERM');
  rmSync(join(e2eEnv('tenantsDir'), BROKEN), { recursive: true, force: true });
});

/** A folder written by hand with a section of a widget type no feature declares. */
const BROKEN = 'broken';
function writeBrokenFolder(): void {
  const folder = join(e2eEnv('tenantsDir'), BROKEN);
  mkdirSync(join(folder, 'pages'), { recursive: true });
  const tenant = {
    merchantCode: 'BROKEN1',
    displayName: 'Broken',
    hostnames: [],
    languages: { default: 'EN', enabled: ['EN'] },
  };
  writeFileSync(join(folder, 'tenant.json'), JSON.stringify(tenant));
  const home = { sections: { mystery: { type: 'spinning-wheel' } }, order: ['banner', 'mystery'] };
  writeFileSync(join(folder, 'pages/home.json'), JSON.stringify(home));
}

test.describe('the tenant studio', () => {
  test('shows an unknown widget at its section, creates a tenant offering Thai, refuses a broken colour and an oversized image at their fields, saves a minimal folder the site serves', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    writeBrokenFolder();
    await withAxe(page);
    await page.goto(studioUrl);

    // A folder refused as it is on disk: the message at its section, no preview until the draft
    // passes the check.
    await page.getByRole('combobox', { name: 'Tenant' }).selectOption(BROKEN);
    await expect(page.locator('[data-section="mystery"]').getByRole('alert')).toContainText(
      'unknown widget type "spinning-wheel"',
      { timeout: 30_000 },
    );
    await expect(page.getByText('The folder as saved is refused by the check')).toBeVisible();
    await page.getByRole('button', { name: 'Remove mystery' }).click();
    // Undo brings the section back, redo removes it again.
    const mystery = page.locator('[data-section="mystery"]');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(mystery).toBeVisible();
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(mystery).toHaveCount(0);
    await expect(page.getByTitle('Preview of broken')).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'New tenant' }).click();
    const create = page.getByRole('dialog', { name: 'New tenant' });
    await expect(create.getByLabel('Code')).toHaveAccessibleDescription(/lowercase letters/);
    await create.getByLabel('Code').fill('orchid');
    await create.getByLabel('Display name').fill('Orchid Club');
    await create.getByLabel('Default language').selectOption('EN');
    await create.getByRole('button', { name: 'Create' }).click();
    // Opening a tenant starts its preview site: a few seconds on a busy machine.
    await expect(page.getByRole('combobox', { name: 'Tenant' })).toHaveValue('orchid', {
      timeout: 30_000,
    });

    // The preview at desktop width shows the page laid out at 1280 px, scaled down to fit beside
    // the panels.
    await page.getByRole('button', { name: 'Desktop' }).click();
    const frame = page.getByTitle(/^Preview of orchid/);
    const frameWidth = () =>
      page
        .frameLocator('iframe')
        .locator('html')
        .evaluate(() => window.innerWidth)
        .catch(() => 0);
    await expect.poll(frameWidth, { timeout: 10_000 }).toBeGreaterThan(1270);
    // The frame is drawn anew at the new width: its right edge is read once it is on screen.
    const rightEdge = async () => {
      const box = await frame.boundingBox();
      return box === null ? Infinity : box.x + box.width;
    };
    await expect.poll(rightEdge).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

    // Pages: a hero added from the widget registry (at the end), dragged up two places and moved
    // down one by keyboard, so the inherited banner and game shelves stay above the fold.
    await page.getByLabel('Widget').selectOption('hero');
    await page.getByRole('button', { name: 'Add section' }).click();
    const sections = page
      .getByRole('list', { name: 'Sections in order' })
      .locator('[data-section]');
    const added = sections.last();
    const id = (await added.getAttribute('data-section')) ?? '';
    expect(id).toMatch(/^hero/);
    const count = await sections.count();
    await added.dragTo(sections.nth(count - 3));
    await expect(sections.nth(count - 3)).toHaveAttribute('data-section', id);
    await page.getByRole('button', { name: new RegExp(`^Move ${id} \\(`) }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(sections.nth(count - 2)).toHaveAttribute('data-section', id);
    await page.getByRole('button', { name: `Settings of ${id}` }).click();
    await page
      .getByRole('textbox', { name: 'Heading text', exact: true })
      .fill('tenant.hero.title');
    await expect(page.getByRole('checkbox', { name: `${id} shown` })).toBeChecked();

    // Layout: the header's blocks, each with its list buttons drawn, and the kinds of block
    // explained once; every control of the studio has a name and readable contrast.
    await page.getByLabel('Page or layout group').selectOption('layout.json#header');
    await page.getByRole('button', { name: 'Settings of header' }).click();
    const header = page.locator('[data-section="header"]');
    await expect(header.getByRole('button', { name: 'Move down' }).first()).toHaveText('↓');
    await expect(header.getByRole('button', { name: 'Add' })).toBeVisible();
    await expect(header.getByText(/One block of the header/)).toHaveCount(1);
    expect(await scan(page, 'studio')).toEqual([]);
    await page.getByLabel('Page or layout group').selectOption('pages/home.json');

    // Site: Thai offered too; its dictionary is _default's, so the tenant writes only its own texts.
    await page.getByRole('tab', { name: 'Site' }).click();
    await page.getByLabel(/^Enabled languages/).selectOption(['EN', 'VI', 'CN', 'TW', 'TH']);
    // The preview offers the languages the site offers (in the list's order).
    await expect(page.getByRole('combobox', { name: /^Language/ }).locator('option')).toHaveText([
      'default',
      'VI',
      'EN',
      'CN',
      'TW',
      'TH',
    ]);

    // Texts: the hero's heading in English and in Thai.
    await page.getByRole('tab', { name: 'Texts' }).click();
    await page.getByLabel('New key').fill('tenant.hero.title');
    await page.getByRole('button', { name: 'Add key' }).click();
    await page.getByLabel('tenant.hero.title in EN').fill('Orchid Club welcomes you');
    const thaiTitle = 'ยินดีต้อนรับสู่ Orchid Club';
    await page.getByLabel('tenant.hero.title in TH').fill(thaiTitle);
    // Each language's cell is wide enough to read a headline in (the table scrolls sideways).
    const thaiCell = await page.getByLabel('tenant.hero.title in TH').boundingBox();
    expect(thaiCell?.width).toBeGreaterThan(160);

    // Theme: an image over the asset budget is refused at the upload field and not written; a
    // logo is uploaded into assets/ and picked.
    await page.getByRole('tab', { name: 'Theme' }).click();
    const folder = join(e2eEnv('tenantsDir'), 'orchid');
    const upload = page.getByLabel(/^Upload an image into assets\//);
    const png = Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      Buffer.alloc(600 * 1024),
    ]);
    await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: png });
    await expect(
      page.getByRole('alert').filter({ hasText: 'over the 512 KB budget' }),
    ).toBeVisible();
    expect(existsSync(join(folder, 'assets/huge.png'))).toBe(false);
    await upload.setInputFiles({
      name: 'orchid-logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(LOGO),
    });
    await expect(
      page.getByRole('status').filter({ hasText: 'orchid-logo.svg is in assets/' }),
    ).toBeVisible();
    await page.getByLabel('Logo', { exact: true }).selectOption('orchid-logo.svg');

    // A primary colour without contrast on the light theme is refused at its field.
    await page.getByLabel('daisyUI theme').selectOption('light');
    await page.getByLabel('Primary colour', { exact: true }).fill('#f0f0f0');
    await page.getByRole('button', { name: 'Save…' }).click();
    const save = page.getByRole('dialog', { name: 'Save orchid' });
    // The check reads and checks every tenant folder: seconds on a busy machine.
    const checked = { timeout: 20_000 };
    await expect(save.getByRole('alert')).toContainText('theme.json#/colors/primary', checked);
    await expect(save.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await save.getByRole('button', { name: 'Cancel' }).click();
    // The refusal also stands at the colour's own field.
    const themePanel = page.getByRole('tabpanel', { name: 'Theme' });
    await expect(themePanel.getByRole('alert').filter({ hasText: 'WCAG AA' })).toBeVisible();
    expect(existsSync(join(folder, 'theme.json'))).toBe(false);

    await page.getByLabel('daisyUI theme').selectOption('dark');
    await page.getByLabel('Primary colour', { exact: true }).fill('#14b8a6');
    await expect(themePanel.getByRole('alert').filter({ hasText: 'WCAG AA' })).toHaveCount(
      0,
      checked,
    );

    await page.getByRole('button', { name: 'Save…' }).click();
    await expect(save.getByTestId('diff').first()).toBeVisible(checked);
    await save.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved orchid' })).toBeVisible(checked);

    // The folder holds only what differs from _default.
    expect(JSON.parse(readFileSync(join(folder, 'theme.json'), 'utf8'))).toEqual({
      $schema: '../../schemas/tenant/theme.schema.json',
      daisyTheme: 'dark',
      colors: { primary: '#14b8a6' },
      logo: 'orchid-logo.svg',
    });
    const home = JSON.parse(readFileSync(join(folder, 'pages/home.json'), 'utf8')) as {
      sections: Record<string, { type: string }>;
      order: string[];
    };
    expect(home.order.at(-2)).toBe(id);
    expect(Object.keys(home.sections)).toEqual([id]);
    expect(JSON.parse(readFileSync(join(folder, 'locales/EN.json'), 'utf8'))).toEqual({
      $schema: '../../../schemas/tenant/locale.schema.json',
      tenant: { hero: { title: 'Orchid Club welcomes you' } },
    });
    expect(JSON.parse(readFileSync(join(folder, 'locales/TH.json'), 'utf8'))).toEqual({
      $schema: '../../../schemas/tenant/locale.schema.json',
      tenant: { hero: { title: thaiTitle } },
    });

    // The running site serves the saved folder once it has looked at the folder again.
    const site = await context.newPage();
    await expect
      .poll(async () => (await (await site.goto(tenantUrl('orchid', '/')))?.text()) ?? '', {
        timeout: 10_000,
      })
      .toContain('data-theme="dark"');
    await expect(site.getByRole('heading', { name: 'Orchid Club welcomes you' })).toBeVisible();
    // Its logo, and a banner and games in the first screen.
    await expect(site.locator('header img[src*="orchid-logo.svg"]').first()).toBeVisible();
    await expect(site.locator('[data-widget="banner-carousel"] img').first()).toBeInViewport();
    await expect(site.locator('main [data-game]').first()).toBeInViewport();
    // In Thai, the operator's own heading.
    await site.goto(tenantUrl('orchid', '/?lang=TH'));
    await expect(site.getByRole('heading', { name: thaiTitle })).toBeVisible();
  });
});
