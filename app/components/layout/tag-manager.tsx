import { assertGtmId, site } from "#app/content/site.ts";
import { useNonce } from "#app/nonce.tsx";

/**
 * Loads Google Tag Manager only after the page has loaded and the main thread is idle, so analytics
 * never competes with the first paint or first input. The script origin is configurable
 * (site.gtmScriptBase); the dataLayer never receives personal data.
 */
export function TagManager() {
  const nonce = useNonce();
  const id = JSON.stringify(assertGtmId());
  const base = JSON.stringify(site.gtmScriptBase);
  const script =
    `window.dataLayer=window.dataLayer||[];` +
    `window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});` +
    `addEventListener("load",function(){var go=function(){var s=document.createElement("script");` +
    `s.async=true;s.src=${base}+"/gtm.js?id="+encodeURIComponent(${id});document.head.appendChild(s)};` +
    `"requestIdleCallback" in window?requestIdleCallback(go,{timeout:4000}):setTimeout(go,1500)});`;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
