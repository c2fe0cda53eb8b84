// The game log in words, newest line at the bottom and scrolled into view. Shared by the table
// (table.js) and the replay (replay.js may call TianxiaLog.show(list, lines, rename) the same way).
(function () {
  "use strict";
  // the engines name seats by number ("Seat 0", "seat 2", Polish "Gracz 0", "miejsce 1");
  // the page shows the name the seat chose, or "Player N+1"
  const SEAT = /\b(Seat|seat|Gracz|gracz|Miejsce|miejsce) (\d+)\b/g;
  // Huang names a seat by its number and dynasty: "P0 (Tiger)"
  const DYNASTY = /\bP(\d+) \(([^()]+)\)/g;
  // rule numbers are for the rulebook, not the table: " (E-13.1)", ", E-16.2:" (the rules page has them)
  const RULE = "[A-Z]{1,4}(?:-[A-Z0-9]+)+(?:\\.[0-9]+)*";
  const RULE_ALONE = new RegExp(`\\s*\\((?:${RULE})(?:,\\s*${RULE})*\\)`, "g");
  const RULE_AFTER = new RegExp(`,\\s*${RULE}(?=[:;,)])`, "g");

  /** ``line`` without rule numbers and with each seat number replaced by ``name(seat)``. */
  function withNames(line, name) {
    line = line.replace(RULE_ALONE, "").replace(RULE_AFTER, "");
    if (!name) return line;
    return line.replace(DYNASTY, (_, n, dynasty) => `${name(Number(n))} (${dynasty})`)
               .replace(SEAT, (_, __, n) => name(Number(n)));
  }

  function show(list, lines, name) {
    if (!list) return;
    const shown = lines.map((line) => withNames(line, name));
    const key = JSON.stringify(shown);
    if (list.dataset.key === key) return;  // unchanged: keep the reader's scroll position
    list.dataset.key = key;
    list.replaceChildren(...lines.map((line, i) => {
      const li = document.createElement("li");
      li.textContent = shown[i];
      li.dataset.line = line;  // as the engine wrote it
      return li;
    }));
    // the box scrolls, not the page: newest at the bottom, in view
    list.scrollTop = list.scrollHeight;
    requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
  }
  window.TianxiaLog = {show, withNames};
})();
