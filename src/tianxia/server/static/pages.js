// What this browser remembers for the lobby: the player's name ("tianxia.name", also used by the
// table) and the seats it took ("tianxia.seats": [{game, seat}], newest first), which the lobby
// lists under "Your games" with the way back.  Also the lobby's "copy link", "New link for this
// seat" and "(you)" marks.
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

  // the seats' colour-blind palette (a table setting, kept in this browser; style.css swaps the
  // seat colours' CSS variables under body.palette-cb)
  const PALETTE = "tianxia.palette";
  document.body.classList.toggle("palette-cb", store.get(PALETTE) === "cb");
  const palette = document.getElementById("palette-setting");
  if (palette) {
    palette.checked = store.get(PALETTE) === "cb";
    palette.addEventListener("change", () => {
      store.set(PALETTE, palette.checked ? "cb" : "");
      document.body.classList.toggle("palette-cb", palette.checked);
    });
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
      if (r.ok) { yours.innerHTML = await r.text(); document.body.dataset.yours = "1"; markTurn(); }
    } catch (e) { /* offline: the lobby keeps its hint */ }
  }
  // a game waiting for you: the tab's title says so too ("● Your turn · Tianxia")
  const title = document.title;
  function markTurn() {
    const mark = yours.querySelector("li.your-turn .turn-mark");
    const words = mark ? mark.textContent.trim() : "";
    document.title = words ? `● ${words.charAt(0).toUpperCase()}${words.slice(1)} · ${title}` : title;
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

  // invitations by account name (docs/server.md, "Invitations"): the creator's box offers each
  // other seat to an account (the seat's token from its link proves the right to); the lobby's
  // invitations are accepted (then the seat's page opens) or declined / withdrawn
  async function answered(r) {
    if (r.ok) return r.status === 204 ? {} : r.json();
    let message = r.statusText;
    try { message = (await r.json()).error || message; } catch (e) { /* not JSON */ }
    throw new Error(message);
  }
  document.addEventListener("submit", async (e) => {
    const form = e.target.closest && e.target.closest("form.invite-form");
    if (!form) return;
    e.preventDefault();
    const status = form.querySelector(".invite-status"), button = form.querySelector("button");
    const token = new URL(form.dataset.link, location.href).searchParams.get("token");
    const name = form.querySelector("input[name=name]").value;
    button.disabled = true;
    status.classList.remove("error");
    try {
      const made = await answered(await fetch(`/api/games/${form.dataset.game}/seats/${form.dataset.seat}/invitation`, {
        method: "POST", credentials: "same-origin",
        headers: {"Content-Type": "application/json", "X-Seat-Token": token}, body: JSON.stringify({name})}));
      status.textContent = status.dataset.sent.replace("{name}", made.to);
    } catch (err) {
      status.textContent = String(err.message || err);
      status.classList.add("error");
    } finally {
      button.disabled = false;
    }
  });
  async function answerInvitation(button, how) {
    button.disabled = true;
    try {
      const done = await answered(await fetch(`/api/invitations/${button.dataset.invitation}/${how}`,
                                              {method: "POST", credentials: "same-origin"}));
      if (how === "accept") { location.assign(done.seat_url); return; }
      button.closest("li").remove();
    } catch (err) {
      button.disabled = false;
      button.insertAdjacentHTML("afterend", '<p class="error" role="alert"></p>');
      button.nextElementSibling.textContent = String(err.message || err);
    }
  }

  document.addEventListener("click", (e) => {
    const accept = e.target.closest && e.target.closest("button.invitation-accept");
    if (accept) answerInvitation(accept, "accept");
    const decline = e.target.closest && e.target.closest("button.invitation-decline");
    if (decline) answerInvitation(decline, "decline");
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
