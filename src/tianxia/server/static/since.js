// "New since your turn" in the table's log (docs/table.md): the lines that came after this seat's
// own last action are marked, under a divider.  The page sees it happen: a push whose version is
// one past a position where this seat was to decide holds this seat's action, and the log's
// length then (``log_total``: the game's lines so far; the log shows the newest of them) is the
// mark, kept for the seat on this device so that a reload still shows it.  When several actions
// came in one push, the lines of this seat's own action count as new too.
(function () {
  "use strict";
  const cfg = JSON.parse(document.getElementById("config").textContent);
  if (cfg.seat === null) return;
  const T = cfg.text, log = document.getElementById("log");
  const KEY = `tianxia.since.${cfg.game}.${cfg.seat}`;
  let prev = null, mark = null;
  try { const v = localStorage.getItem(KEY); if (v !== null) mark = Number(v); } catch (e) { /* private mode */ }

  function show(p) {
    log.querySelectorAll(".log-since").forEach((d) => d.remove());
    const lines = [...log.children];
    lines.forEach((li) => li.classList.remove("since"));
    if (mark === null || typeof p.log_total !== "number" || mark >= p.log_total || !lines.length) return;
    const at = Math.max(0, mark - (p.log_total - lines.length));
    lines.slice(at).forEach((li) => li.classList.add("since"));
    const divider = document.createElement("li");
    divider.className = "log-since";
    divider.textContent = T.log_since_turn;
    lines[at].before(divider);
  }

  document.addEventListener("tianxia:render", (e) => {
    const p = e.detail;
    if (prev && p.version > prev.version && prev.current_player === cfg.seat && !prev.is_terminal) {
      mark = p.version === prev.version + 1 && p.log_total >= prev.log_total ? p.log_total : prev.log_total;
      try { localStorage.setItem(KEY, String(mark)); } catch (err) { /* private mode */ }
    }
    prev = p;
    show(p);
  });
})();
