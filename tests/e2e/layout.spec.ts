import { expect, type Page } from "@playwright/test";
import { site } from "#app/content/site.ts";
import { dropdown, expectNoAxeViolations, waitForHydration, ONE_VIEWPORT, test } from "./fixtures.ts";

const isPhone = (name: string) => name === "phone";

const calculatorButton = (page: Page) =>
  page.getByRole("complementary", { name: "Quick actions" }).getByRole("link", { name: "Solar Calculator" });

const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

/** Scrolls to `top` and waits until the page's own scroll listeners have seen it. */
async function scrollAndSettle(page: Page, top: number) {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        if (window.scrollY === y) return resolve();
        addEventListener("scroll", () => resolve(), { once: true });
        window.scrollTo({ top: y, behavior: "instant" });
      }),
    top,
  );
}

test.describe("shared header", () => {
  test("dropdowns list products with a page and every product's specs", async ({ page }, info) => {
    test.skip(isPhone(info.project.name), "desktop menu");
    await page.goto("/about");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "About Us", "Portfolio", "News & Events", "Blog", "Contact Us"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    // Dropdowns are <details> (docs/decisions/197): the browser says whether each is expanded.
    const products = dropdown(nav, "Products");
    await expect(products).not.toHaveAttribute("open");
    await products.locator("summary").click();
    await expect(products).toHaveAttribute("open");
    await expect(nav.getByRole("link", { name: "Integrated Solar Roof" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(products).not.toHaveAttribute("open");
    await expect(products.locator("summary")).toBeFocused();

    const specs = dropdown(nav, "Technical Specs");
    await specs.locator("summary").click();
    // One dropdown open at a time.
    await expect(products).not.toHaveAttribute("open");
    const specLinks = specs.getByRole("link");
    await expect(specLinks).toHaveCount(3);
    await specLinks.first().click();
    await expect(page).toHaveURL(/\/technical-specs\/arka-integrated-solar-roof$/);
    await expect(specs).not.toHaveAttribute("open");
  });

  test("phone menu opens, navigates and closes", async ({ page }, info) => {
    test.skip(!isPhone(info.project.name), "phone menu");
    await page.goto("/about");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    await dropdown(nav, "Products").locator("summary").click();
    await nav.getByRole("link", { name: "Inroof Solar" }).click();
    await expect(page).toHaveURL(/\/products\/arka-inroof-solar$/);
    await expect(nav).toBeHidden();
  });

  test("top bar has the calculator link and the phone link", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator(".top-bar").getByRole("link", { name: "Solar Calculator" })).toHaveAttribute(
      "href",
      "/solar-calculator",
    );
    await expect(page.locator(".top-bar").getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.tel}`,
    );
  });

  test("the calculator link stops blinking when hovered", async ({ page }, info) => {
    test.skip(isPhone(info.project.name), "hover");
    await page.goto("/about");
    await waitForHydration(page);
    const link = page.locator(".top-bar__calculator");
    await expect(link).toHaveAttribute("data-blinking", "true");
    await link.hover();
    await expect(link).not.toHaveAttribute("data-blinking");
  });
});

test.describe("footer", () => {
  test("links, brochure dropdown, social links and copyright", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const footer = page.locator("footer.site-footer");
    for (const href of [
      "/portfolio",
      "/technical-specs/arka-integrated-solar-roof",
      "/news",
      "/blog",
      "/contact",
      "/about",
      "/terms-conditions",
      "/privacy-policy",
      "/cookie-policy",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    const year = String(new Date().getFullYear());
    const copyright = footer.getByRole("link", { name: new RegExp(`© ${year}`) });
    await expect(copyright).toHaveAttribute("href", "/");
    await expect(footer.getByRole("link", { name: site.phone.display }).first()).toHaveAttribute(
      "href",
      `tel:${site.phone.tel}`,
    );
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(footer.getByRole("link", { name: site.website.display })).toHaveAttribute(
      "href",
      site.website.url,
    );

    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(5);
    for (const link of await social.all()) await expect(link).toHaveAttribute("target", "_blank");

    const brochureMenu = dropdown(footer, "Download Brochure");
    const brochure = brochureMenu.locator("summary");
    await brochure.scrollIntoViewIfNeeded();
    await brochure.click();
    await expect(brochureMenu).toHaveAttribute("open");
    const pdfs = brochureMenu.getByRole("link");
    await expect(pdfs).toHaveCount(3);
    for (const [i, entry] of site.brochures.entries()) {
      await expect(pdfs.nth(i)).toHaveAttribute("href", `${site.assetBase}/images/${entry.file}`);
      await expect(pdfs.nth(i)).toHaveAttribute("target", "_blank");
      // The PDFs are English: the link says so (docs/decisions/192).
      await expect(pdfs.nth(i)).toHaveAttribute("hreflang", "en");
      await expect(pdfs.nth(i)).toContainText(`${entry.title} (English)`);
    }
    await brochure.click();
    await expect(brochureMenu).not.toHaveAttribute("open");
    await expect(pdfs.first()).toBeHidden();
  });
});

test.describe("floating controls", () => {
  test("Become a Partner leads to the partner page", async ({ page }) => {
    await page.goto("/about");
    const partner = page.getByRole("link", { name: "Become a Partner" });
    await expect(partner).toHaveAttribute("href", "/become-partner");
    const box = await partner.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x < viewport.width / 2 && box.y > viewport.height / 2).toBeTruthy();
  });

  test("Enquire Now opens a panel that traps focus and closes by button, Escape and backdrop", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const opener = page.getByRole("button", { name: "Enquire Now" });
    const panel = page.getByRole("dialog", { name: "Enquire Now" });

    // Close button, focus returns to the opener.
    await opener.click();
    await expect(panel).toBeVisible();
    await expect(page.locator(":focus")).toBeAttached();
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    // Focus stays inside the panel however far the visitor tabs.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(
          () => !!document.activeElement?.closest("dialog") || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await panel.getByRole("button", { name: "Close" }).click();
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();

    // Escape.
    await opener.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();

    // Backdrop: a click left of the panel.
    await opener.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(5, 200);
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the calculator button appears only after scrolling past 300 px", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const button = calculatorButton(page);
    await expect(button).toBeHidden();
    await scrollAndSettle(page, 300);
    await expect(button).toBeHidden();
    await scrollAndSettle(page, 301);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("href", "/solar-calculator");
    await scrollAndSettle(page, 0);
    await expect(button).toBeHidden();
  });

  test("a desktop visitor who only scrolls with the wheel sees the calculator button past 300 px", async ({
    page,
  }, info) => {
    test.skip(isPhone(info.project.name), "a mouse wheel");
    // The button shows by the page's own inline script, before and without the app: the app is held back.
    await page.route(/\/_build\/.*\.js$/, () => {});
    await page.goto("/about", { waitUntil: "commit" });
    await page.waitForLoadState("load");
    const button = calculatorButton(page);
    await expect(button).toBeHidden();
    await page.mouse.move(683, 450);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("href", "/solar-calculator");
    await page.mouse.wheel(0, -2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
    expect(await isHydrated(page)).toBe(false);
  });

  test("the calculator button is in the tab order only while it shows", async ({ page }, info) => {
    test.skip(isPhone(info.project.name), "the keyboard");
    await page.goto("/about");
    const quickActions = page.getByRole("complementary", { name: "Quick actions" });
    const whatsapp = quickActions.getByRole("link", { name: /WhatsApp/ });
    const enquire = quickActions.getByRole("button", { name: "Enquire Now" });
    await whatsapp.focus();
    await page.keyboard.press("Tab");
    await expect(enquire).toBeFocused();
    await scrollAndSettle(page, 400);
    await whatsapp.focus();
    await page.keyboard.press("Tab");
    await expect(calculatorButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/solar-calculator$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a client-side navigation shows the loader, scrolls to the top and fades it out", async ({ page }) => {
    // The page's own timers run on a clock the test moves, so a busy machine cannot skew 2 s + 250 ms.
    await page.clock.install();
    await page.goto("/about");
    await expect(page.locator(".page-loader")).toBeHidden(); // never on the first load
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Stop the page's clock, so the loader's timers start at a known instant.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.locator("footer").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    const loader = page.locator(".page-loader");
    await expect(loader).toHaveAttribute("data-phase", "shown");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Shown for 2 s, then a 250 ms fade.
    await page.clock.runFor(1999);
    await expect(loader).toHaveAttribute("data-phase", "shown");
    await page.clock.runFor(1);
    await expect(loader).toHaveAttribute("data-phase", "fading");
    await page.clock.runFor(249);
    await expect(loader).toBeVisible();
    await page.clock.runFor(1);
    await expect(loader).toBeHidden();
  });

  test("the first navigation, a link clicked before the app has loaded, shows the loader too", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The page's clock stands still from the start, so the loader's 2 s count from the click however
    // long the app takes to arrive on a busy machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    // As a visitor arrives: the app loads on first use (record 171), and this click is that use.
    await page.goto("/about", { waitUntil: "commit" });
    await page.waitForLoadState("load");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const loader = page.locator(".page-loader");
    await expect(loader).toBeHidden();
    expect(await isHydrated(page)).toBe(false);
    await page.locator("footer").getByRole("link", { name: "Blog", exact: true }).click();
    // At once, while the app loads, and still there once the app has made the same navigation (the
    // app's download and hydration take a while on a loaded machine: generous waits, as in
    // landing-form.spec.ts).
    await expect(loader).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/, { timeout: 60_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeAttached({ timeout: 60_000 });
    expect(await isHydrated(page)).toBe(true);
    await expect(loader).toHaveAttribute("data-phase", "shown");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // 2 s after it appeared (the page's clock stood still since the click), then a 250 ms fade.
    await page.clock.runFor(1999);
    await expect(loader).toHaveAttribute("data-phase", "shown");
    await page.clock.runFor(1);
    await expect(loader).toHaveAttribute("data-phase", "fading");
    await page.clock.runFor(250);
    await expect(loader).toBeHidden();
    // The next navigation is the app's as well, with the same loader.
    await page.locator("footer").getByRole("link", { name: "News & Events", exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(loader).toHaveAttribute("data-phase", "shown");
  });
});

test.describe("links before the app is in charge", () => {
  test("a link to another language stays a plain page load, without the loader", async ({ page }, info) => {
    test.skip(isPhone(info.project.name), "the same on every screen");
    await page.goto("/about", { waitUntil: "commit" });
    await page.waitForLoadState("load");
    // Gone once the browser loads a new document; kept by a client-side navigation.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/hi\/about$/);
    await page.waitForLoadState("load");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
    await expect(page.locator(".page-loader")).toBeHidden();
  });
});

test.describe("outcome and not-found pages", () => {
  test("unknown paths answer 404 with the specified page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404!" })).toBeVisible();
    await expect(
      page.getByText(
        "Opps! The page you are trying to reach is not found, please check the URL and try again.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  test("success pages", async ({ page }) => {
    const pages: [string, string][] = [
      ["/success", "/"],
      ["/integrated-solar-roof/success", "/integrated-solar-roof"],
    ];
    for (const [path, home] of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Success" })).toBeVisible();
      await expect(
        page.getByText("Thank you for showing the interest. Our Team will connect with you."),
      ).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Go To Home Page" })).toHaveAttribute(
        "href",
        home,
      );
    }
  });

  test("error pages show the stored message, else the default", async ({ page }) => {
    const pages: [string, string][] = [
      ["/error", "/"],
      ["/integrated-solar-roof/error", "/integrated-solar-roof"],
    ];
    for (const [path, home] of pages) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
      await expect(page.getByTestId("status-text")).toHaveText(
        "Something went wrong, Please try again later.",
      );
      await expect(page.getByRole("main").getByRole("link", { name: "Go To Home Page" })).toHaveAttribute(
        "href",
        home,
      );

      await page.evaluate(() =>
        localStorage.setItem("dealerSubscriptionErrorMessage", "Phone number already registered"),
      );
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByTestId("status-text")).toHaveText("Phone number already registered");
      await page.evaluate(() => localStorage.clear());
    }
  });
});

test.describe("contact page", () => {
  test("location card, tap-to-call, mail link, 350 px map and the Leave A Message panel", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const card = page.locator(".location-card");
    await expect(card.getByRole("heading", { name: "Our Location" })).toBeVisible();
    await expect(card).toContainText("Secunderabad");
    await expect(card).toContainText("Telangana, India, 500003");
    await expect(card.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.tel}`,
    );
    await expect(card.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    const map = page.locator(".map-frame");
    expect((await map.boundingBox())?.height).toBe(350);

    const open = page.getByRole("button", { name: "Leave A Message" });
    await open.click();
    const panel = page.getByRole("dialog", { name: "Leave A Message" });
    await expect(panel).toBeVisible();
    // The panel slides in from the right edge; measure once it has arrived.
    const viewport = page.viewportSize();
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box && Math.round(box.x + box.width);
      })
      .toBe(viewport?.width);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe("accessibility of the pages built with the layout", () => {
  for (const path of [
    "/about",
    "/contact",
    "/terms-conditions",
    "/privacy-policy",
    "/cookie-policy",
    "/success",
    "/error",
    "/integrated-solar-roof/success",
    "/integrated-solar-roof/error",
    "/no-such-page",
  ]) {
    test(`axe: ${path}`, ONE_VIEWPORT, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }

  test("axe: the open Enquire Now panel and the open menus", async ({ page }, info) => {
    await page.goto("/about");
    await waitForHydration(page);
    if (isPhone(info.project.name)) await page.getByRole("button", { name: "Menu" }).click();
    await dropdown(page.getByRole("navigation", { name: "Main" }), "Products")
      .locator("summary")
      .click();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Enquire Now" }).click();
    await expectNoAxeViolations(page);
  });
});
