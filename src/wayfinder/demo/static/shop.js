/* VoltMart behaviour: cookie consent, add to cart by fetch, late-filled lists, infinite deals, sort. */
(function () {
  var demo = window.__demo;

  function esc(text) {
    return String(text).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }

  /* Same markup as shop_common.card() on the server. */
  function cardHtml(p, extraClass) {
    var price = '<span class="price">' + esc(p.deal_price || p.price) + "</span>";
    if (p.deal_price) {
      price += ' <s class="muted">' + esc(p.price) + '</s> <span class="badge deal">Deal</span>';
    }
    var badge = p.in_stock ? '<span class="badge">In stock</span>' : '<span class="badge out">Out of stock</span>';
    return '<li class="card' + (extraClass ? " " + extraClass : "") + '" data-id="' + p.id + '">' +
      '<a class="name" href="' + esc(p.url) + '">' + esc(p.name) + "</a>" +
      '<span class="brand">' + esc(p.brand) + "</span>" +
      '<span class="spec muted">' + esc(p.short_spec) + "</span><div>" + price + "</div>" +
      '<span class="rating" aria-label="Rated ' + p.rating + ' out of 5">&#9733; ' + p.rating + "</span>" +
      badge + "</li>";
  }

  function setCartCount(count) {
    document.querySelectorAll(".cart-count").forEach(function (el) { el.textContent = String(count); });
  }

  function setupConsent() {
    var overlay = document.getElementById("cookie-overlay");
    if (!overlay) return;
    function dismiss(choice) {
      document.cookie = "consent=" + choice + "; path=/; SameSite=Lax";
      overlay.remove();
      demo.push({ type: choice === "accepted" ? "cookie_accept" : "cookie_reject" });
    }
    document.getElementById("cookie-accept").addEventListener("click", function () { dismiss("accepted"); });
    document.getElementById("cookie-reject").addEventListener("click", function () { dismiss("rejected"); });
  }

  function setupAddToCart() {
    document.querySelectorAll("form.add-to-cart").forEach(function (form) {
      form.addEventListener("submit", function (event) {
        event.preventDefault();
        var id = Number(form.getAttribute("data-id"));
        var qtyField = form.querySelector("[name=qty]");
        var qty = qtyField ? Number(qtyField.value) : 1;
        var status = document.getElementById("cart-status");
        fetch("/shop/api/cart", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ id: id, qty: qty }),
          credentials: "same-origin"
        }).then(function (r) { return r.json(); }).then(function (data) {
          if (!data.ok) {
            if (status) status.textContent = data.error;
            return;
          }
          setCartCount(data.count);
          if (status) status.textContent = "Added to cart. Cart has " + data.count + " item(s).";
          demo.push({ type: "add_to_cart", id: id, qty: qty });
        });
      });
    });
  }

  function setupLateLists() {
    document.querySelectorAll("[data-src][data-loaded='0']").forEach(function (list) {
      var delay = Number(list.getAttribute("data-delay") || "0");
      setTimeout(function () {
        fetch(list.getAttribute("data-src"), { credentials: "same-origin" })
          .then(function (r) { return r.json(); })
          .then(function (data) {
            list.innerHTML = data.items.length
              ? data.items.map(function (p) { return cardHtml(p); }).join("")
              : '<li class="empty">No products match your filters.</li>';
            var count = document.getElementById("product-count");
            if (count) count.textContent = data.total + " products";
            list.setAttribute("data-loaded", "1");
            demo.push({ type: "list_loaded", count: data.items.length, total: data.total });
          });
      }, delay);
    });
  }

  function setupDeals() {
    var sentinel = document.getElementById("deals-sentinel");
    var list = document.getElementById("deal-list");
    if (!sentinel || !list || !("IntersectionObserver" in window)) return;
    var loading = false;
    function inView() {
      var box = sentinel.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0;
    }
    function loadMore(observer) {
      var next = Number(sentinel.getAttribute("data-next"));
      var total = Number(sentinel.getAttribute("data-total"));
      if (loading || next >= total) return;
      loading = true;
      fetch("/shop/api/deals?offset=" + next + "&limit=12")
        .then(function (r) { return r.json(); })
        .then(function (data) {
          list.insertAdjacentHTML("beforeend", data.items.map(function (p) { return cardHtml(p, "deal-row"); }).join(""));
          next += data.items.length;
          sentinel.setAttribute("data-next", String(next));
          document.getElementById("deal-count").textContent = String(next);
          demo.push({ type: "deals_loaded", count: next });
          loading = false;
          if (next >= total || data.items.length === 0) {
            sentinel.textContent = "You have seen all " + total + " deals.";
            sentinel.setAttribute("data-done", "1");
            observer.disconnect();
          } else if (inView()) {
            loadMore(observer);
          }
        });
    }
    var observer = new IntersectionObserver(function (entries) {
      if (entries.some(function (e) { return e.isIntersecting; })) loadMore(observer);
    });
    observer.observe(sentinel);
  }

  function setupSort() {
    document.querySelectorAll("select[data-autosubmit]").forEach(function (select) {
      select.addEventListener("change", function () {
        var form = select.form;
        if (form) form.requestSubmit ? form.requestSubmit() : form.submit();
      });
    });
  }

  function init() {
    setupConsent();
    setupAddToCart();
    setupLateLists();
    setupDeals();
    setupSort();
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
