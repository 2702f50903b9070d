import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { site } from "#app/content/site.ts";

// Head tags do not depend on the viewport: checked once, on desktop.
test.skip(({ isMobile }) => isMobile, "viewport-independent");

const attribute = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

test("every page of the sitemap has its own title and a PNG or JPEG og:image that loads", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    (m[1] ?? "").slice(site.website.url.length),
  );
  expect(paths.length).toBeGreaterThan(50);

  const titles = new Map<string, string>();
  const images = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(`${baseURL}${decodeURI(path)}`)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(title, path).not.toBe("");
    expect(titles.get(title), `${path} has the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);

    const image = attribute(html, "og:image");
    expect(image, `${path}: og:image`).toMatch(new RegExp(`^${site.website.url}/.+\\.(png|jpe?g)$`));
    expect(attribute(html, "og:image:width"), path).toBe("1200");
    expect(attribute(html, "og:image:height"), path).toBe("630");
    expect(attribute(html, "og:image:alt"), path).toBeTruthy();
    images.add(image!);
  }

  // The pictures themselves are served (from our own asset base, as the site's address says).
  for (const image of images) {
    const response = await request.get(`${baseURL}${image.slice(site.website.url.length)}`);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toMatch(/^image\/(png|jpeg)/);
  }
});
