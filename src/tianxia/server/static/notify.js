// Telling a person it is their turn while they look elsewhere (docs/table.md, "Turn notices"):
// the tab's title starts with "● Your turn" while the decision is theirs; a short chime when the
// turn comes to them (the table's "Sounds" setting, kept in this browser); and a browser
// notification when the page is hidden and they allowed it (asked only when they press the bell).
// Also the sounds the clock asks for (window.TianxiaSound), made with WebAudio: no audio file.
// table.js tells it every position shown (the "tianxia:view" event).
(function () {
  "use strict";
  const cfg = JSON.parse(document.getElementById("config").textContent);
  const T = cfg.text;
  const SOUND = "tianxia.sound", NOTIFY = "tianxia.notify";
  const store = {
    get: (k) => { try { return localStorage.getItem(k); } catch (e) { return null; } },
    set: (k, v) => { try { localStorage.setItem(k, v); } catch (e) { /* private mode */ } },
  };
  const fmt = (s, args) => String(s || "").replace(/\{(\w+)\}/g, (_, k) => (k in args ? args[k] : ""));
  const base = document.title;
  const heading = document.querySelector(".table-head h1");
  const game = heading ? heading.textContent.trim() : base;

  // -- sounds ------------------------------------------------------------------------------------

  let audio = null, played = 0;
  const soundOn = () => store.get(SOUND) !== "0";  // on unless switched off
  function context() {
    const A = window.AudioContext || window.webkitAudioContext;
    if (!audio && A) audio = new A();
    if (audio && audio.state === "suspended") audio.resume().catch(() => {});
    return audio;
  }
  // browsers let a page make sounds once its person did something on it
  const wake = () => { if (soundOn()) context(); };
  document.addEventListener("pointerdown", wake, {capture: true, passive: true});
  document.addEventListener("keydown", wake, {capture: true, passive: true});

  function tone(ctx, freq, start, length) {
    const osc = ctx.createOscillator(), gain = ctx.createGain();
    osc.type = "sine"; osc.frequency.value = freq;
    const t0 = ctx.currentTime + start;
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(0.18, t0 + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0); osc.stop(t0 + length + 0.02);
  }

  /** "turn": two rising notes (the decision came to you); "low": one short high beep (the last
   *  10 seconds of your clock).  Nothing when sounds are off; true when it was played. */
  function play(kind) {
    if (!soundOn()) return false;
    document.body.dataset.sound = `${kind}:${++played}`;  // what was last played (tests read it)
    const ctx = context();
    if (!ctx || ctx.state !== "running") return false;  // no gesture yet: the browser keeps quiet
    if (kind === "turn") { tone(ctx, 660, 0, 0.16); tone(ctx, 880, 0.14, 0.22); } else tone(ctx, 1046, 0, 0.12);
    return true;
  }
  window.TianxiaSound = {play, on: soundOn};

  const sound = document.getElementById("sound-setting");
  if (sound) {
    sound.checked = soundOn();
    sound.addEventListener("change", () => { store.set(SOUND, sound.checked ? "1" : "0"); if (sound.checked) context(); });
  }

  // -- browser notifications ----------------------------------------------------------------------

  const bell = document.getElementById("notify-setting"), bellLabel = document.getElementById("notify-label");
  const supported = "Notification" in window && cfg.seat !== null;
  const notifyOn = () => supported && store.get(NOTIFY) === "1" && Notification.permission === "granted";
  function showBell() {
    if (!bell) return;
    bell.hidden = !supported;
    if (!supported) return;
    const blocked = Notification.permission === "denied";
    bellLabel.textContent = blocked ? T.notify_blocked : notifyOn() ? T.notify_on : T.notify_ask;
    bell.setAttribute("aria-pressed", String(notifyOn()));
    bell.disabled = blocked;
  }
  if (bell) bell.addEventListener("click", async () => {
    if (notifyOn()) { store.set(NOTIFY, "0"); showBell(); return; }
    if (Notification.permission === "default") {  // asked only now, on the person's own click
      try { await Notification.requestPermission(); } catch (e) { /* an old browser: no answer */ }
    }
    store.set(NOTIFY, Notification.permission === "granted" ? "1" : "0");
    showBell();
  });
  showBell();

  let shown = null;
  function notify(p) {
    if (!notifyOn() || !document.hidden) return;
    try {
      shown = new Notification(fmt(T.notify_title, {game}), {body: p.prompt || T.your_turn_plain,
        tag: `tianxia-${cfg.game}-${cfg.seat}`, icon: "/static/apple-touch-icon.png"});
      shown.onclick = () => { window.focus(); shown.close(); };
    } catch (e) { /* a browser that only notifies from a service worker: the title and sound remain */ }
  }
  document.addEventListener("visibilitychange", () => { if (!document.hidden && shown) { shown.close(); shown = null; } });

  // -- the turn ---------------------------------------------------------------------------------------

  let wasMine = null;
  document.addEventListener("tianxia:view", (e) => {
    const {p, mine} = e.detail;
    document.title = mine ? `● ${T.title_your_turn} · ${base}` : base;
    if (wasMine === false && mine) {  // the decision came to this seat (not the page's first position)
      play("turn");
      notify(p);
    }
    wasMine = mine;
  });
})();
