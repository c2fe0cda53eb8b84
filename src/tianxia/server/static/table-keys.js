// Keyboard play on the table (docs/table.md, "Keyboard"): the board and the hand strip are ONE Tab
// stop (a roving tabindex); the arrow keys move between the current decision's choices (the
// enabled clickables and the closed choices that say why; with no decision, every component) by
// where they are drawn; Enter/Space act (table.js).  A focus ring of its own, unlike the gold glow
// of a clickable, follows the focus; S jumps to the status bar, B back to the board, H asks for a hint
// (a practice game's Hint button, hints.js), ? shows the keys.
(function () {
  "use strict";
  const $ = (id) => document.getElementById(id);
  const board = $("board"), hand = $("hand"), ring = document.createElement("div");
  ring.className = "focus-ring"; ring.hidden = true; ring.setAttribute("aria-hidden", "true");
  document.body.append(ring);
  let current = null;

  const shown = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 || r.height > 0; };
  const enabled = (e) => e.hasAttribute("data-action") && e.getAttribute("aria-disabled") !== "true";
  const everyStop = () => [...board.querySelectorAll("[tabindex]"), ...hand.querySelectorAll("[tabindex]")];
  function focusables() { return everyStop().filter(shown); }
  /** What the arrows move between: the decision's choices where there are any, else everything. */
  function stops() {
    const all = focusables();
    const choices = all.filter((e) => enabled(e) || e.dataset.why);
    return choices.length ? choices : all;
  }

  /** One Tab stop: the last focused stop while it is one, else the first choice (lit targets first). */
  function rove() {
    const list = stops();
    const lit = list.filter((e) => e.classList.contains("target"));
    // every component, drawn or not: one not laid out yet (a drawing shown before its box has a
    // size) would otherwise keep the Tab stop its drawing gave it; and the board keeps one Tab stop
    // even then (the first component, until the next position is drawn)
    const every = everyStop();
    if (!current || !list.includes(current) || !document.contains(current)) current = lit[0] || list[0] || every[0] || null;
    every.forEach((e) => e.setAttribute("tabindex", e === current ? "0" : "-1"));
  }

  function centre(e) { const r = e.getBoundingClientRect(); return {x: r.left + r.width / 2, y: r.top + r.height / 2}; }

  /** The nearest stop in direction (dx, dy): along it counts once, across it twice. */
  function next(from, dx, dy) {
    const a = centre(from);
    let best = null, score = Infinity;
    stops().forEach((e) => {
      if (e === from || e.contains(from) || from.contains(e)) return;
      const b = centre(e), along = (b.x - a.x) * dx + (b.y - a.y) * dy;
      if (along <= 1) return;
      const across = Math.abs((b.x - a.x) * dy) + Math.abs((b.y - a.y) * dx);
      const d = along + 2 * across;
      if (d < score) { score = d; best = e; }
    });
    return best;
  }

  function go(e) {
    if (!e) return;
    current = e;
    everyStop().forEach((x) => x.setAttribute("tabindex", x === e ? "0" : "-1"));
    e.focus();
  }

  const ARROWS = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]};
  function onKey(e) {
    const dir = ARROWS[e.key];
    if (!dir || e.altKey || e.ctrlKey || e.metaKey) return;
    const from = e.target.closest && e.target.closest("[tabindex]");
    if (!from || !(board.contains(from) || hand.contains(from))) return;
    e.preventDefault();
    const list = stops();
    go(list.includes(from) ? next(from, dir[0], dir[1]) : list[0]);
  }
  board.addEventListener("keydown", onKey);
  hand.addEventListener("keydown", onKey);

  // -- the focus ring: drawn over the page, so it shows on any SVG piece, panned or not ------------

  let byKeys = false;  // the ring follows the keyboard's focus, not the focus a click leaves
  document.addEventListener("keydown", () => { byKeys = true; }, true);
  document.addEventListener("pointerdown", () => { byKeys = false; ring.hidden = true; }, true);
  function place() {
    const e = document.activeElement;
    if (!byKeys || !e || !(board.contains(e) || hand.contains(e))) { ring.hidden = true; return; }
    const r = e.getBoundingClientRect();
    Object.assign(ring.style, {left: `${r.left - 4}px`, top: `${r.top - 4}px`, width: `${r.width + 8}px`, height: `${r.height + 8}px`});
    ring.hidden = false;
  }
  document.addEventListener("focusin", (e) => {
    if (board.contains(e.target) || hand.contains(e.target)) {
      const stop = e.target.closest("[tabindex]");
      if (stop && stops().includes(stop) && stop !== current) {  // the focus, however it came, is the Tab stop
        current = stop;
        focusables().forEach((x) => x.setAttribute("tabindex", x === stop ? "0" : "-1"));
      }
    }
    requestAnimationFrame(place);
  });
  document.addEventListener("focusout", () => requestAnimationFrame(place));
  window.addEventListener("scroll", place, true);
  window.addEventListener("resize", place);
  board.addEventListener("panzoomchange", () => requestAnimationFrame(place));

  // after every new position or selection: one Tab stop again; a keyboard selection goes on to a target
  document.addEventListener("tianxia:choices", (ev) => {
    const active = document.activeElement;
    const inside = active && (board.contains(active) || hand.contains(active));
    rove();
    if (inside && ev.detail && ev.detail.selected && active.matches(":focus-visible")) {
      const lit = [...board.querySelectorAll(".target"), ...hand.querySelectorAll(".target")].filter(shown);
      if (lit.length) {
        const a = centre(active);
        lit.sort((x, y) => { const p = centre(x), q = centre(y); return Math.hypot(p.x - a.x, p.y - a.y) - Math.hypot(q.x - a.x, q.y - a.y); });
        go(lit[0]);
      }
    } else if (inside && active.getAttribute("tabindex") === "-1" && current) {
      current.setAttribute("tabindex", "0");
    }
    requestAnimationFrame(place);
  });

  // -- keys of the page: S (status bar), B (board), H (hint), ? (this list) ---------------------------

  const help = $("keys-help"), toggle = $("keys-toggle");
  function showHelp(open) {
    const show = open === undefined ? help.hidden : open;
    help.hidden = !show;
    toggle.setAttribute("aria-expanded", String(show));
  }
  toggle.addEventListener("click", () => showHelp());
  document.addEventListener("keydown", (e) => {
    const typing = e.target.closest && e.target.closest("input, textarea, select, [contenteditable], dialog");
    if (typing || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === "?") { e.preventDefault(); showHelp(); return; }
    if (e.key === "Escape" && !help.hidden) { showHelp(false); return; }
    const k = e.key.toLowerCase();
    if (k === "s") {
      e.preventDefault();
      const b = [...document.querySelectorAll("#statusbar button:not([hidden])")].find((x) => x.offsetParent !== null);
      const st = $("status");
      if (b) b.focus(); else { st.setAttribute("tabindex", "-1"); st.focus(); }
    } else if (k === "b") {
      e.preventDefault();
      rove();
      if (current) go(current);
    } else if (k === "h") {  // a practice game's Hint button, while it shows (the seat's decision)
      const hint = $("hint");
      if (hint && !hint.hidden && !hint.disabled) { e.preventDefault(); hint.click(); }
    }
  });

  // table.js runs first and fetches the position: while this file was still downloading (a loaded
  // machine), the first drawing may have come, with every component a Tab stop, and its
  // tianxia:choices event gone by before the listener above existed
  if (everyStop().length) rove();
})();
