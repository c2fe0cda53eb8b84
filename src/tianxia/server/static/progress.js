// How much of the game is played (docs/table.md, "Progress"): the server's figure from the rules
// (games/<game>/progress.py), shown as a bar and a percentage beside the table's title.
(function () {
  "use strict";
  const cfg = JSON.parse(document.getElementById("config").textContent);
  const T = cfg.text, $ = (id) => document.getElementById(id);
  const box = $("progress");
  if (!box) return;
  document.addEventListener("tianxia:render", (e) => {
    const p = e.detail;
    if (typeof p.progress !== "number") { box.hidden = true; return; }
    const pct = Math.floor(p.progress * 100 + 1e-9);
    box.hidden = false;
    $("progress-bar").value = pct;
    $("progress-text").textContent = T.progress_pct.replace("{pct}", pct);
    box.dataset.progress = pct;
  });
})();
