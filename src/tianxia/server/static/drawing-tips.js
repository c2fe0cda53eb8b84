// The drawings on the result, replay and help pages, as the table shows them: each piece's
// <title>/<desc> becomes its accessible name and a tooltip (name and effect) shown on hover, on
// keyboard focus and, on touch, by a tap (table-board.js prepares them; the table page has its own
// tooltips in table.js).  window.TianxiaTips.hide() for a script that redraws.
(function () {
  "use strict";
  const tip = (() => {
    if (!document.querySelector(".drawing")) return null;
    if (window.TianxiaDrawing) document.querySelectorAll(".drawing > svg").forEach((svg) => window.TianxiaDrawing.prepare(svg));
    let box = document.getElementById("tip");
    if (!box) {
      box = document.createElement("div");
      box.id = "tip"; box.className = "tip"; box.setAttribute("role", "tooltip"); box.hidden = true;
      document.body.append(box);
    }
    return box;
  })();
  let tipFor = null;
  function showTip(el) {
    tipFor = el;
    tip.replaceChildren();
    const name = document.createElement("strong"); name.textContent = el.dataset.tipName; tip.append(name);
    if (el.dataset.tipDesc) { const d = document.createElement("p"); d.textContent = el.dataset.tipDesc; tip.append(d); }
    tip.hidden = false;
    const r = el.getBoundingClientRect(), w = tip.offsetWidth, h = tip.offsetHeight, vw = document.documentElement.clientWidth;
    const below = r.bottom + 8 + h < window.innerHeight;  // the table's .tip is placed in the window
    tip.style.left = `${Math.max(4, Math.min(vw - w - 4, r.left + r.width / 2 - w / 2))}px`;
    tip.style.top = `${below ? r.bottom + 8 : Math.max(4, r.top - h - 8)}px`;
  }
  const hideTip = () => { if (tip) tip.hidden = true; tipFor = null; };
  if (tip) {
    const target = (t) => t && t.closest && t.closest(".drawing [data-tip-name]");
    for (const kind of ["pointerover", "focusin"]) {
      document.addEventListener(kind, (e) => {
        const el = target(e.target);
        if (el) showTip(el); else if (kind === "focusin") hideTip();
      });
    }
    document.addEventListener("pointerout", (e) => {
      if (e.pointerType === "touch") return;  // a tapped piece keeps its tip until the next tap
      const el = target(e.target);
      if (el && !el.contains(e.relatedTarget)) hideTip();
    });
    document.addEventListener("pointerdown", (e) => {  // touch: tap a piece to inspect it, elsewhere to close
      if (e.pointerType !== "touch") return;
      const el = target(e.target);
      if (el) showTip(el); else hideTip();
    });
    document.addEventListener("keydown", (e) => { if (e.key === "Escape") hideTip(); });
    // scrolling moves the piece: the tip follows a focused piece (focus scrolls it into view), else goes
    window.addEventListener("scroll", () => {
      if (tipFor && tipFor === document.activeElement && tipFor.isConnected) showTip(tipFor); else hideTip();
    }, true);
    window.TianxiaTips = {show: showTip, hide: hideTip};
  }

})();
