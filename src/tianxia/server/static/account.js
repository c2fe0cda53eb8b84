// The account page's forms: each is sent as JSON to the API it names (data-url, data-method);
// the answer's one-line error is shown in the status line, a success reloads the page or goes to
// data-then.  The browser adds Origin and Sec-Fetch-Site, which the server checks.
(function () {
  "use strict";
  const status = document.getElementById("account-status");
  document.querySelectorAll("form.account-form").forEach((form) => {
    form.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      if (form.dataset.confirm && !window.confirm(form.dataset.confirm)) return;
      const body = {};
      new FormData(form).forEach((value, key) => { body[key] = value; });
      if (body.email === "" && form.dataset.url === "/api/accounts") delete body.email;
      const button = form.querySelector("button");
      button.disabled = true;
      try {
        const r = await fetch(form.dataset.url, {
          method: form.dataset.method, credentials: "same-origin",
          headers: {"Content-Type": "application/json"},
          body: Object.keys(body).length ? JSON.stringify(body) : undefined,
        });
        if (r.ok) { location.assign(form.dataset.then || location.pathname); return; }
        let message = r.statusText;
        try { message = (await r.json()).error || message; } catch (e) { /* not JSON */ }
        status.textContent = message;
        status.classList.add("error");
      } catch (e) {
        status.textContent = String(e);
        status.classList.add("error");
      } finally {
        button.disabled = false;
      }
    });
  });
})();
