// The clocks at the table (docs/table.md, "Clocks"): every person's time on their panel, the
// deciding seat's counting down from the payload's figures (re-synced at every push), a warning
// colour and a beep (notify.js) in its last 10 seconds; a seat a stand-in bot plays is marked.
// For the seat's own person: the away state in the header, the "I am here" signal on any click,
// key press or touch (sent on the seat's WebSocket; the server gives the seat back, docs/server.md
// "Clocks"), and the notice of what the stand-in played for them, kept until dismissed.
// table.js tells it every position shown (the "tianxia:view" event).
(function () {
  "use strict";
  const cfg = JSON.parse(document.getElementById("config").textContent);
  const T = cfg.text;
  const $ = (id) => document.getElementById(id);
  const store = {
    get: (k) => { try { return localStorage.getItem(k); } catch (e) { return null; } },
    set: (k, v) => { try { localStorage.setItem(k, v); } catch (e) { /* private mode */ } },
  };
  const fmt = (s, args) => String(s || "").replace(/\{(\w+)\}/g, (_, k) => (k in args ? args[k] : ""));
  const LOW = 10;               // seconds: the warning colour and the beep
  const HERE_EVERY = 30000;     // ms: "here" while the seat is its person's (the next-decision rule)
  const HERE_AWAY = 1000;       // ms: "here" while a stand-in plays it
  const C = {p: null, at: 0, seatName: (s) => `#${s + 1}`, warned: null, here: 0};
  const DISMISSED = `tianxia.stoodin.${cfg.game}.${cfg.seat}`;

  /** 75.2 -> "1:16", 3600 -> "1:00:00", 2 days 3 hours -> "2d 03:00" (a turn-based clock, to the
   *  minute): whole seconds, rounded up (0:00 only when it is up). */
  function clockText(seconds) {
    const s = Math.max(0, Math.ceil(seconds - 1e-6));
    const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = String(s % 60).padStart(2, "0");
    if (h >= 24) return `${Math.floor(h / 24)}d ${String(h % 24).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
    return h ? `${h}:${String(m).padStart(2, "0")}:${r}` : `${m}:${r}`;
  }

  function left(seat) {
    const c = C.p.clock, had = c.left[seat];
    if (had === null || had === undefined) return null;
    return c.running === seat ? had - (performance.now() - C.at) / 1000 : had;
  }

  // -- the panels' clocks -------------------------------------------------------------------------

  /** One seat's clock in ``box``: its time, running / last seconds / a stand-in plays it. */
  function show(box, c, s, secs, who) {
    const running = c.running === s, away = !!c.away[s], time = clockText(secs);
    box.classList.toggle("running", running);
    box.classList.toggle("low", running && secs <= LOW);
    box.classList.toggle("away", away);
    box.textContent = away ? `${time} · ${T.clock_away_seat}` : time;
    box.title = (who ? `${who}: ` : "") + fmt(c.mode === "fischer" ? T.clock_bank : T.clock_left, {time});
    box.setAttribute("aria-label", box.title + (away ? ` (${T.clock_away_seat})` : ""));
    box.dataset.left = secs.toFixed(1);
  }

  function draw() {
    const p = C.p;
    if (!p) return;
    const c = p.is_terminal ? null : p.clock;
    document.querySelectorAll("#panels .panel").forEach((panel) => {
      const s = Number(panel.dataset.seat);
      let box = panel.querySelector(".pclock");
      const secs = c ? left(s) : null;
      if (secs === null) { if (box) box.remove(); return; }
      if (!box) {
        box = document.createElement("span"); box.className = "pclock";
        const head = panel.querySelector(".panel-head");
        if (head) head.after(box); else panel.append(box);
      }
      show(box, c, s, secs, "");
    });
    // the deciding seat's clock in the status bar too (on phones the panels are below the board)
    const bar = $("turn-clock");
    if (bar) {
      const s = c ? c.running : null;
      bar.hidden = s === null || s === undefined;
      if (!bar.hidden) show(bar, c, s, left(s), C.seatName(s));
    }
    if (c && cfg.seat !== null && c.running === cfg.seat) {  // the viewer's own last seconds: one beep
      const secs = left(cfg.seat);
      if (secs <= LOW && secs > 0 && C.warned !== p.version && window.TianxiaSound) {
        C.warned = p.version; window.TianxiaSound.play("low");
      }
    }
  }
  setInterval(() => { if (C.p && C.p.clock && C.p.clock.running !== null) draw(); }, 250);

  // -- the viewer's own seat: away, back, what the stand-in played ----------------------------------

  const away = () => cfg.seat !== null && !!C.p && !C.p.is_terminal && !!C.p.clock && !!C.p.clock.away[cfg.seat];

  function showAway() {
    const a = away(), box = $("away");
    document.body.dataset.away = a ? "1" : "0";
    if (box) { box.textContent = a ? T.clock_away_you : ""; box.hidden = !a; }
  }

  /** The person did something on the page: tell the server they are here (at once while a
   *  stand-in plays their seat, else now and then, for the next-decision rule). */
  function here() {
    if (cfg.seat === null || !C.p || C.p.is_terminal || !C.p.clock) return;
    const now = Date.now();
    if (now - C.here < (away() ? HERE_AWAY : HERE_EVERY)) return;
    if (window.TianxiaTable && window.TianxiaTable.send && window.TianxiaTable.send("here")) C.here = now;
  }
  for (const kind of ["pointerdown", "keydown", "touchstart"]) {
    document.addEventListener(kind, here, {capture: true, passive: true});
  }
  document.addEventListener("visibilitychange", () => { if (!document.hidden) here(); });  // back to the tab

  function showStoodIn() {
    const box = $("stood-in");
    if (!box) return;
    const seen = Number(store.get(DISMISSED) || 0);
    const fresh = (C.p.stood_in || []).filter((m) => m.step > seen);
    if (!fresh.length) { box.hidden = true; box.replaceChildren(); return; }
    const last = fresh.slice(-5);
    const title = document.createElement("strong");
    title.textContent = T.stood_in_title;
    const list = document.createElement("ul");
    if (fresh.length > last.length) {
      const li = document.createElement("li");
      li.className = "stood-in-more"; li.textContent = fmt(T.stood_in_more, {n: fresh.length - last.length});
      list.append(li);
    }
    const named = (line) => (window.TianxiaLog ? window.TianxiaLog.withNames(line, C.seatName) : line);
    for (const m of last) {
      const li = document.createElement("li");
      li.dataset.step = m.step;
      li.textContent = (m.lines && m.lines.length) ? m.lines.map(named).join(" ") : m.action;
      list.append(li);
    }
    const ok = document.createElement("button");
    ok.type = "button"; ok.className = "stood-in-dismiss"; ok.textContent = T.dismiss;
    ok.addEventListener("click", () => { store.set(DISMISSED, String(fresh[fresh.length - 1].step)); showStoodIn(); });
    box.replaceChildren(title, list, ok);
    box.hidden = false;
  }

  document.addEventListener("tianxia:view", (e) => {
    C.p = e.detail.p; C.at = performance.now();
    if (e.detail.seatName) C.seatName = e.detail.seatName;
    draw();
    showAway();
    if (cfg.seat !== null) showStoodIn();
  });
})();
