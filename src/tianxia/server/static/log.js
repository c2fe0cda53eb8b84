// The game log in words, newest line at the bottom and scrolled into view. Shared by the table
// (table.js) and the replay (replay.js may call TianxiaLog.show(list, lines) the same way).
(function () {
  "use strict";
  function show(list, lines, seatNames) {
    if (!list) return;
    const key = JSON.stringify(lines);
    if (list.dataset.key === key) return;  // unchanged: keep the reader's scroll position
    list.dataset.key = key;
    list.replaceChildren(...lines.map((line) => {
      const li = document.createElement("li");
      li.textContent = seatNames ? seatNames(line) : line;
      return li;
    }));
    // the box scrolls, not the page: newest at the bottom, in view
    list.scrollTop = list.scrollHeight;
    requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
  }
  window.TianxiaLog = {show};
})();
