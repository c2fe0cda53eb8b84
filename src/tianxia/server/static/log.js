// The game log in words, newest line at the bottom and scrolled into view. Shared by the table
// (table.js) and the replay (replay.js may call TianxiaLog.show(list, lines, rename) the same way).
(function () {
  "use strict";
  // the engines name seats by number ("Seat 0", "seat 2", Polish "Gracz 0", "miejsce 1");
  // the page shows the name the seat chose, or "Player N+1"
  const SEAT = /\b(Seat|seat|Gracz|gracz|Miejsce|miejsce) (\d+)\b/g;

  /** ``line`` with each seat number replaced by ``name(seat)``. */
  function withNames(line, name) {
    return name ? line.replace(SEAT, (_, __, n) => name(Number(n))) : line;
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
