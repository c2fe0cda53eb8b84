// Step through a finished game.  Each step fetches the public board after that many actions and
// shows it as the table does (table-board.js: pieces glide, what one step changed is marked, each
// piece's name and effect in a tooltip); the whole log is on the page, and config.marks[k] (lines
// after k actions) tells which lines the step shown wrote: those are marked and scrolled into view
// inside the log, later lines are dimmed.
(function () {
  "use strict";
  const cfg = JSON.parse(document.getElementById("config").textContent);
  const T = cfg.text, $ = (id) => document.getElementById(id);
  const marks = cfg.marks || [];
  const lines = [...document.querySelectorAll("#log li")];
  let step = window.REPLAY.step, asked = step; const total = window.REPLAY.total;
  const fmt = (s, a) => s.replace(/\{(\w+)\}/g, (_, k) => (k in a ? a[k] : ""));

  function follow(n) {
    const from = n > 0 ? (marks[n - 1] || 0) : 0, to = marks[n] !== undefined ? marks[n] : lines.length;
    lines.forEach((li, i) => {
      li.classList.toggle("current", n > 0 && i >= from && i < to);
      li.classList.toggle("future", i >= to);
      if (i >= from && i < to && n > 0) li.setAttribute("aria-current", "step"); else li.removeAttribute("aria-current");
    });
    document.querySelectorAll("#chat-log li").forEach((li) => {  // the chat as it stood: written by this step
      const k = Number(li.dataset.step);
      li.hidden = k > n; li.classList.toggle("current", k === n && n > 0);
    });
    const said = lines.slice(from, to).map((li) => li.textContent);
    $("replay-action").textContent = n === 0 ? T.replay_start : said.join(" · ");
    const log = $("log"), target = lines[Math.max(0, Math.min(to, lines.length) - 1)];
    if (target && n > 0) {  // the step's last line in the middle of the log, without scrolling the page
      const top = target.getBoundingClientRect().top - log.getBoundingClientRect().top + log.scrollTop;
      if (top < log.scrollTop || top + target.offsetHeight > log.scrollTop + log.clientHeight)
        log.scrollTop = Math.max(0, top - log.clientHeight / 2);
    } else log.scrollTop = 0;
  }

  // the drawing as the table shows it (static/table-board.js); pages.js gives its pieces tooltips
  const D = window.TianxiaDrawing;
  let shown = null, shownStep = -2;

  async function go(n) {
    n = Math.max(0, Math.min(total, n));
    asked = n;
    $("slider").value = n;
    $("step-label").textContent = fmt(T.step_of, {step: n, total});
    follow(n);
    $("play-on-step").value = n;  // "Play on from this move": the position shown; none once the game is over
    $("play-on-button").disabled = n >= total;
    const q = new URLSearchParams();
    if (cfg.lang) q.set("lang", cfg.lang);
    if (window.TianxiaReplay.choices) q.set("choices", "1");  // review.js: "Learn from your mistakes"
    const r = await fetch(`/api/games/${cfg.game}/replay/${n}` + (q.toString() ? "?" + q : ""));
    if (!r.ok || asked !== n) return;  // a later step was asked for meanwhile
    const p = await r.json();
    step = p.step;
    if (p.svg) {
      $("board-text").hidden = true;
      if (D) {  // the table's drawing: pieces glide to the new step, what the step changed is marked
        if (window.TianxiaTips) window.TianxiaTips.hide();
        shown = D.update([{el: $("board"), svg: p.svg}], Math.abs(n - shownStep) === 1 ? shown : null);
        shownStep = n;
      } else $("board").innerHTML = p.svg;
      const svg = $("board").querySelector("svg");  // a drawing that calls itself an image needs a name
      if (svg && !svg.hasAttribute("aria-label") && !svg.hasAttribute("aria-labelledby")) svg.setAttribute("aria-label", T.board);
    }
    else { $("board").innerHTML = ""; $("board-text").hidden = false; $("board-text").textContent = p.text || ""; }
    document.body.dataset.step = step;
    history.replaceState(null, "", `?step=${step}`);
    // review.js (the review's graph and words on this step's decision) listens
    document.dispatchEvent(new CustomEvent("tianxia:replay-step", {detail: p}));
  }

  // autoplay: a step every STEP_MS until the end or until paused (any other control pauses it)
  const STEP_MS = 1200, play = $("autoplay");
  let timer = null;
  function stop() {
    if (timer) clearInterval(timer);
    timer = null; play.setAttribute("aria-pressed", "false"); play.setAttribute("aria-label", play.dataset.play);
    play.title = play.dataset.play;
  }
  play.onclick = () => {
    if (timer) return stop();
    if (asked >= total) go(0);
    play.setAttribute("aria-pressed", "true"); play.setAttribute("aria-label", play.dataset.pause); play.title = play.dataset.pause;
    timer = setInterval(() => { if (asked >= total) stop(); else go(asked + 1); }, STEP_MS);
  };
  for (const id of ["first", "prev", "next", "last", "slider"]) $(id).addEventListener("pointerdown", stop);

  $("first").onclick = () => go(0); $("last").onclick = () => go(total);
  $("prev").onclick = () => go(asked - 1); $("next").onclick = () => go(asked + 1);
  $("slider").oninput = (e) => go(parseInt(e.target.value, 10));
  window.TianxiaReplay = {go, stop, step: () => asked, choices: false};
  document.addEventListener("keydown", (e) => {
    if (e.target.closest && e.target.closest("input, textarea, select")) return;
    if (["ArrowRight", "ArrowLeft", "Home", "End"].includes(e.key)) stop();
    if (e.key === "ArrowRight") go(asked + 1); else if (e.key === "ArrowLeft") go(asked - 1);
    else if (e.key === "Home") go(0); else if (e.key === "End") go(total);
  });
  go(step);
})();
