// What this browser remembers for the lobby: the player's name ("tianxia.name", also used by the
// table) and the seats it took ("tianxia.seats": [{game, seat}], newest first), which the lobby
// lists under "Your games" with the way back.  Also the lobby's "copy link" buttons.
(function () {
  "use strict";
  const NAME = "tianxia.name", SEATS = "tianxia.seats", MAX = 30;
  const store = {
    get: (k) => { try { return localStorage.getItem(k); } catch (e) { return null; } },
    set: (k, v) => { try { localStorage.setItem(k, v); } catch (e) { /* private mode: nothing kept */ } },
  };

  function seats() {
    try { const list = JSON.parse(store.get(SEATS) || "[]"); return Array.isArray(list) ? list : []; }
    catch (e) { return []; }
  }
  function remember(game, seat) {
    const list = seats().filter((s) => !(s.game === game && s.seat === seat));
    list.unshift({game, seat});
    store.set(SEATS, JSON.stringify(list.slice(0, MAX)));
  }

  // the drawings on the result, replay and help pages, as the table shows them: each piece's
  // <title>/<desc> becomes its accessible name and a tooltip (name and effect) shown on hover
  // and on keyboard focus (table-board.js prepares them; the table page has its own tooltips)
  const tip = (() => {
    if (!document.querySelector(".drawing")) return null;
    if (window.TianxiaDrawing) document.querySelectorAll(".drawing > svg").forEach((svg) => window.TianxiaDrawing.prepare(svg));
    let box = document.getElementById("tip");
    if (!box) {
      box = document.createElement("div");
      box.id = "tip"; box.className = "tip"; box.setAttribute("role", "tooltip"); box.hidden = true;
      document.body.append(box);
    }
    return box;
  })();
  let tipFor = null;
  function showTip(el) {
    tipFor = el;
    tip.replaceChildren();
    const name = document.createElement("strong"); name.textContent = el.dataset.tipName; tip.append(name);
    if (el.dataset.tipDesc) { const d = document.createElement("p"); d.textContent = el.dataset.tipDesc; tip.append(d); }
    tip.hidden = false;
    const r = el.getBoundingClientRect(), w = tip.offsetWidth, h = tip.offsetHeight, vw = document.documentElement.clientWidth;
    const below = r.bottom + 8 + h < window.innerHeight;  // the table's .tip is placed in the window
    tip.style.left = `${Math.max(4, Math.min(vw - w - 4, r.left + r.width / 2 - w / 2))}px`;
    tip.style.top = `${below ? r.bottom + 8 : Math.max(4, r.top - h - 8)}px`;
  }
  const hideTip = () => { if (tip) tip.hidden = true; tipFor = null; };
  if (tip) {
    const target = (t) => t && t.closest && t.closest(".drawing [data-tip-name]");
    for (const kind of ["pointerover", "focusin"]) {
      document.addEventListener(kind, (e) => {
        const el = target(e.target);
        if (el) showTip(el); else if (kind === "focusin") hideTip();
      });
    }
    document.addEventListener("pointerout", (e) => {
      if (e.pointerType === "touch") return;  // a tapped piece keeps its tip until the next tap
      const el = target(e.target);
      if (el && !el.contains(e.relatedTarget)) hideTip();
    });
    document.addEventListener("pointerdown", (e) => {  // touch: tap a piece to inspect it, elsewhere to close
      if (e.pointerType !== "touch") return;
      const el = target(e.target);
      if (el) showTip(el); else hideTip();
    });
    document.addEventListener("keydown", (e) => { if (e.key === "Escape") hideTip(); });
    // scrolling moves the piece: the tip follows a focused piece (focus scrolls it into view), else goes
    window.addEventListener("scroll", () => {
      if (tipFor && tipFor === document.activeElement && tipFor.isConnected) showTip(tipFor); else hideTip();
    }, true);
    window.TianxiaTips = {show: showTip, hide: hideTip};
  }

  // a seat page: this browser holds the seat
  const here = location.pathname.match(/^\/games\/([A-Za-z0-9]+)\/seat\/(\d+)$/);
  if (here) remember(here[1], Number(here[2]));

  // the lobby's name field
  const name = document.getElementById("player-name");
  if (name) {
    if (!name.value) name.value = store.get(NAME) || "";
    name.addEventListener("input", () => { const v = name.value.trim(); if (v) store.set(NAME, v); });
  }

  // the lobby's seats: "(you)" marks the first person's seat, the one your name and link go to
  function markYou() {
    let found = false;
    document.querySelectorAll("select.seat-menu").forEach((menu) => {
      const mark = menu.closest("label") && menu.closest("label").querySelector(".you-mark");
      const you = !found && menu.value === "human";
      if (you) found = true;
      if (mark) mark.hidden = !you;
    });
  }
  document.addEventListener("change", (e) => { if (e.target.matches && e.target.matches("select.seat-menu")) markYou(); });
  document.body.addEventListener("htmx:afterSwap", markYou);

  // "Your games"
  const yours = document.getElementById("your-games");
  async function showYours() {
    if (!yours || yours.querySelector("details[open]")) return;  // not while a new link is being made or shown
    const q = seats().map((s) => `${s.game}:${s.seat}`).join(",");
    try {
      const r = await fetch("/fragments/yours?seats=" + encodeURIComponent(q), {credentials: "same-origin"});
      if (r.ok) { yours.innerHTML = await r.text(); document.body.dataset.yours = "1"; }
    } catch (e) { /* offline: the lobby keeps its hint */ }
  }
  showYours();
  if (yours) setInterval(showYours, 15000);

  // a new game's links (lobby, "play again"): bring them into view and focus your own seat's link
  document.body.addEventListener("htmx:afterSwap", (e) => {
    const box = e.detail && e.detail.target;
    if (!box || !["created", "again"].includes(box.id)) return;
    box.scrollIntoView({block: "nearest", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth"});
    const mine = box.querySelector(".you a, a.join-link, .error");
    if (mine && mine.focus) mine.focus({preventScroll: true});
  });

  // "New link for this seat": a fresh token for the seat this browser holds; the old link stops
  // working and this browser's cookie is replaced by the answer
  async function newLink(button) {
    button.disabled = true;
    try {
      const r = await fetch(`/api/games/${button.dataset.game}/seats/${button.dataset.seat}/link`,
                            {method: "POST", credentials: "same-origin"});
      const answer = await r.json();
      if (!r.ok) throw new Error(answer.error || r.status);
      const made = button.parentElement.querySelector(".made");
      made.querySelector("input.copy").value = answer.join_url;
      made.hidden = false; button.hidden = true;
      made.querySelector("input.copy").focus();
    } catch (err) {
      button.disabled = false;
      button.insertAdjacentHTML("afterend", '<p class="error" role="alert"></p>');
      button.nextElementSibling.textContent = String(err.message || err);
    }
  }

  document.addEventListener("click", (e) => {
    const join = e.target.closest && e.target.closest("a.join-link[data-game]");
    if (join) remember(join.dataset.game, Number(join.dataset.seat));
    const make = e.target.closest && e.target.closest("button.make-link");
    if (make) newLink(make);
    const copy = e.target.closest && e.target.closest(".copy-button");
    if (copy) {
      const field = copy.parentElement.querySelector("input.copy") || copy.closest("li, p").querySelector("input.copy");
      if (!field) return;
      field.select();
      const done = () => { copy.textContent = copy.dataset.copied || copy.textContent; };
      if (navigator.clipboard) navigator.clipboard.writeText(field.value).then(done, () => document.execCommand("copy") && done());
      else if (document.execCommand("copy")) done();
    }
  });
})();
