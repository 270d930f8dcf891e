/* Shared by every demo page. window.__demo.events records each meaningful thing that happened
   (add_to_cart, cookie_accept, search, order_placed, filter, ...) so tests assert outcomes through the
   page. Events persist in sessionStorage, so they survive navigations within one tab;
   window.__demo.page holds only this document's events. */
(function () {
  var KEY = "__demo_events";
  var saved = [];
  try {
    saved = JSON.parse(window.sessionStorage.getItem(KEY) || "[]");
  } catch (e) {
    saved = [];
  }
  var demo = {
    events: saved,
    page: [],
    push: function (event) {
      demo.events.push(event);
      demo.page.push(event);
      try {
        window.sessionStorage.setItem(KEY, JSON.stringify(demo.events.slice(-500)));
      } catch (e) {
        /* storage full or disabled: the in-page list still works */
      }
      return event;
    },
    has: function (type) {
      return demo.events.some(function (e) { return e.type === type; });
    },
    clear: function () {
      demo.events.length = 0;
      demo.page.length = 0;
      try { window.sessionStorage.removeItem(KEY); } catch (e) { /* ignore */ }
    }
  };
  window.__demo = demo;
})();
