/* Local stand-in for Google Tag Manager's gtm.js: same loading contract (a script that reads
   window.dataLayer), no network. Production points site.gtmScriptBase at Google. */
(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  window.google_tag_manager = window.google_tag_manager || { standIn: true };
  layer.push({ event: "gtm.load" });
})();
