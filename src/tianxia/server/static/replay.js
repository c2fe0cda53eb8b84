// Step through a finished game: each step fetches the public view after that many actions.
(function () {
  "use strict";
  const cfg = JSON.parse(document.getElementById("config").textContent);
  const T = cfg.text, $ = (id) => document.getElementById(id);
  let step = window.REPLAY.step; const total = window.REPLAY.total;
  function fmt(s, a) { return s.replace(/\{(\w+)\}/g, (_, k) => (k in a ? a[k] : "")); }
  async function go(n) {
    n = Math.max(0, Math.min(total, n));
    const r = await fetch(`/api/games/${cfg.game}/replay/${n}` + (cfg.lang ? `?lang=${cfg.lang}` : ""));
    if (!r.ok) return;
    const p = await r.json();
    step = p.step; $("slider").value = step;
    $("step-label").textContent = fmt(T.step, {step: p.step, total: p.total});
    $("replay-action").textContent = p.action ? fmt(T.seat_n, {seat: p.seat}) + ": " + (p.action_label || p.action) : "";
    if (p.svg) { $("board").innerHTML = p.svg; $("board-text").hidden = true; }
    else { $("board").innerHTML = ""; $("board-text").hidden = false; $("board-text").textContent = p.text || JSON.stringify(p.view, null, 1); }
    const log = $("log"); log.innerHTML = "";
    p.log.forEach((line) => { const li = document.createElement("li"); li.textContent = line; log.appendChild(li); });
    document.body.dataset.step = step;
    history.replaceState(null, "", `?step=${step}`);
  }
  $("first").onclick = () => go(0); $("last").onclick = () => go(total);
  $("prev").onclick = () => go(step - 1); $("next").onclick = () => go(step + 1);
  $("slider").oninput = (e) => go(parseInt(e.target.value, 10));
  document.addEventListener("keydown", (e) => {
    if (e.key === "ArrowRight") go(step + 1); else if (e.key === "ArrowLeft") go(step - 1);
  });
  go(step);
})();
