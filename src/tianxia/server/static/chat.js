// The table's chat (docs/table.md, "Chat"): the messages of the seats and spectators, live over
// the table's WebSocket (table.js hands them on as "tianxia:message"), written through the API
// (a seat with its cookie, a spectator as "Spectator").  Messages are shown as text, never as
// HTML.  A person may mute any other seat and the spectators as a whole: remembered on this
// device (localStorage), the muted messages are hidden and not counted as unread.  On a phone the
// chat is a drawer opened by a button that counts the unread messages, so it never stays over
// the board.
(function () {
  "use strict";
  const cfg = JSON.parse(document.getElementById("config").textContent);
  const T = cfg.text, $ = (id) => document.getElementById(id);
  const box = $("chat");
  if (!box) return;
  const list = $("chat-list"), form = $("chat-form"), input = $("chat-input"), toggle = $("chat-toggle");
  const badge = $("chat-badge"), error = $("chat-error"), body = document.body;
  const phone = window.matchMedia("(max-width: 700px)");
  const fmt = (s, args) => String(s || "").replace(/\{(\w+)\}/g, (_, k) => (k in args ? args[k] : ""));
  const MUTE = `tianxia.mute.${cfg.game}`;
  const all = [], seen = new Set();
  let p = null, last = 0, unread = 0, loaded = false, names = "";

  // -- who wrote it, and whom this person muted ---------------------------------------------------

  const writer = (m) => (m.seat === null || m.seat === undefined ? "s" : String(m.seat));
  function muted() {
    try { return new Set(JSON.parse(localStorage.getItem(MUTE) || "[]")); } catch (e) { return new Set(); }
  }
  function setMuted(set) {
    try { localStorage.setItem(MUTE, JSON.stringify([...set])); } catch (e) { /* private mode */ }
  }
  function who(m) {
    if (writer(m) === "s") return T.chat_spectator;
    const chosen = p && p.names && p.names[m.seat];
    return chosen || m.name || fmt(T.player_n, {n: m.seat + 1});
  }
  function colour(seat) {
    const c = p && p.colours && p.colours[seat];
    return c || ["#b03a2e", "#1f618d", "#1e8449", "#9a7d0a", "#6c3483"][seat % 5];
  }

  // -- the list ---------------------------------------------------------------------------------

  function line(m) {
    const li = document.createElement("li");
    li.dataset.id = m.id; li.dataset.writer = writer(m);
    const name = document.createElement("span");
    name.className = "chat-who";
    name.textContent = who(m) + (cfg.seat !== null && m.seat === cfg.seat ? ` (${T.chat_you})` : "");
    if (writer(m) !== "s") name.style.setProperty("--seat", colour(m.seat));
    else li.classList.add("spectator");
    if (cfg.seat !== null && m.seat === cfg.seat) li.classList.add("mine");
    li.append(name, document.createTextNode(" " + m.text));  // text, never HTML
    return li;
  }

  // on a wide screen the chat is in the side column; while it is scrolled out of view the chat
  // button (with the unread count) shows beside the title and brings it into view
  let inView = true;
  if (window.IntersectionObserver) {
    new IntersectionObserver((seen) => {
      inView = seen[seen.length - 1].isIntersecting;
      body.classList.toggle("chat-away", !inView);
      if (inView && !phone.matches) { unread = 0; count(); }
    }).observe(box);
  }
  function showing() { return phone.matches ? body.classList.contains("chat-open") : inView; }

  function add(m, quiet) {
    if (!m || seen.has(m.id)) return;
    seen.add(m.id); all.push(m); last = Math.max(last, m.id);
    const li = line(m);
    const hidden = muted().has(writer(m));
    li.hidden = hidden;
    list.append(li);
    $("chat-none").hidden = all.some((x) => !muted().has(writer(x)));
    if (!quiet && !hidden && !showing() && !(cfg.seat !== null && m.seat === cfg.seat)) { unread += 1; count(); }
    list.scrollTop = list.scrollHeight;
  }

  function count() {
    badge.hidden = unread === 0;
    badge.textContent = fmt(T.chat_unread, {n: unread});
    toggle.classList.toggle("unread", unread > 0);
    body.dataset.chatUnread = unread;
  }

  function redraw() {
    const m = new Map(all.map((x) => [String(x.id), x]));
    const hide = muted();
    list.querySelectorAll("li").forEach((li) => {
      const msg = m.get(li.dataset.id);
      li.hidden = hide.has(li.dataset.writer);
      if (msg) li.querySelector(".chat-who").textContent = who(msg) + (cfg.seat !== null && msg.seat === cfg.seat ? ` (${T.chat_you})` : "");
    });
    $("chat-none").hidden = all.some((x) => !hide.has(writer(x)));
  }

  async function load() {
    try {
      const r = await fetch(`/api/games/${cfg.game}/chat?after=${last}`, {credentials: "same-origin"});
      if (!r.ok) return;
      const quiet = !loaded;  // what was said before the page opened is not news
      (await r.json()).messages.forEach((m) => add(m, quiet));
      loaded = true;
    } catch (e) { /* offline: the next connection asks again */ }
  }

  // -- muting -----------------------------------------------------------------------------------

  function muteMenu() {
    if (!p) return;
    const key = JSON.stringify([p.names, p.seats.length]);
    if (key === names) return;
    names = key;
    const hide = muted();
    const writers = p.seats.map((_, s) => s).filter((s) => s !== cfg.seat).map(String);
    writers.push("s");
    $("chat-mute-list").replaceChildren(...writers.map((w) => {
      const label = document.createElement("label");
      const box_ = document.createElement("input");
      box_.type = "checkbox"; box_.value = w; box_.checked = hide.has(w);
      box_.addEventListener("change", () => {
        const set = muted();
        if (box_.checked) set.add(w); else set.delete(w);
        setMuted(set); redraw();
      });
      const name = w === "s" ? T.chat_spectators : ((p.names && p.names[Number(w)]) || fmt(T.player_n, {n: Number(w) + 1}));
      label.append(box_, document.createTextNode(" " + name));
      return label;
    }));
  }

  // -- writing ----------------------------------------------------------------------------------

  const canWrite = cfg.seat !== null || !cfg.chat || cfg.chat.spectators;
  form.hidden = !canWrite;
  $("chat-off").hidden = canWrite;
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    error.hidden = true;
    const lang = cfg.lang ? `?lang=${cfg.lang}` : "";
    try {
      const r = await fetch(`/api/games/${cfg.game}/chat${lang}`, {method: "POST", credentials: "same-origin",
        headers: {"Content-Type": "application/json"}, body: JSON.stringify({text, seat: cfg.seat})});
      const answer = await r.json().catch(() => ({error: r.statusText}));
      if (!r.ok) { error.textContent = `${T.error}: ${answer.error}`; error.hidden = false; return; }
      input.value = "";
      add(answer, true);
    } catch (err) { error.textContent = `${T.error}: ${err}`; error.hidden = false; }
  });

  // -- the drawer on phones ---------------------------------------------------------------------

  function openChat(open) {
    body.classList.toggle("chat-open", open);
    toggle.setAttribute("aria-expanded", String(open));
    if (open) { unread = 0; count(); list.scrollTop = list.scrollHeight; }
  }
  toggle.addEventListener("click", () => {
    if (!phone.matches) { box.scrollIntoView({block: "nearest"}); input.focus({preventScroll: true}); return; }
    openChat(!body.classList.contains("chat-open"));
  });
  $("chat-close").addEventListener("click", () => { openChat(false); toggle.focus({preventScroll: true}); });
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && body.classList.contains("chat-open") && box.contains(document.activeElement)) openChat(false);
  });

  // -- the table's hooks (table.js) -------------------------------------------------------------

  document.addEventListener("tianxia:message", (e) => { if (e.detail.type === "chat") add(e.detail.message, false); });
  document.addEventListener("tianxia:open", load);
  document.addEventListener("tianxia:render", (e) => {
    const before = p && JSON.stringify(p.names);
    p = e.detail;
    muteMenu();
    if (before !== JSON.stringify(p.names)) redraw();
  });
  count();
})();
