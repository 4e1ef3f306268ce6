/// The script the dev server adds to every page it serves: it listens on ``LiveReload/socketPath`` and reloads the
/// page, takes new stylesheets, or shows the failed build's diagnostics over the last good page.
enum LiveReloadScript {
    static let source = #"""
    (() => {
      "use strict";
      const overlayID = "specimen-build-errors";
      let lost = false;

      function removeOverlay() {
        document.getElementById(overlayID)?.remove();
      }

      // Text only, through textContent: a diagnostic quotes the author's Markdown, which must not become markup.
      function showOverlay(lines) {
        removeOverlay();
        const overlay = document.createElement("section");
        overlay.id = overlayID;
        overlay.setAttribute("role", "alert");
        overlay.setAttribute("aria-labelledby", overlayID + "-title");
        overlay.style.cssText = "position:fixed;inset:auto 1rem 1rem 1rem;max-height:60vh;overflow:auto;z-index:2147483647;" +
          "background:#2b0b0b;color:#fff;border:2px solid #ff6b6b;border-radius:8px;padding:1rem 1.25rem;" +
          "font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 8px 24px rgba(0,0,0,.4)";
        const title = document.createElement("h2");
        title.id = overlayID + "-title";
        title.style.cssText = "margin:0 0 .5rem;font:600 16px/1.4 system-ui,sans-serif;color:#fff";
        const count = (number, noun) => number + " " + noun + (number === 1 ? "" : "s");
        const errors = lines.filter((line) => line.includes(": error: ")).length;
        const warnings = lines.length - errors;
        title.textContent = "The site did not build: " + count(errors, "error") + (warnings > 0 ? ", " + count(warnings, "warning") : "");
        const note = document.createElement("p");
        note.style.cssText = "margin:0 0 .75rem;font:14px/1.4 system-ui,sans-serif;color:#ffd7d7";
        note.textContent = "This page is the last good build. Fix the file and save: this message goes away by itself.";
        const list = document.createElement("pre");
        list.style.cssText = "margin:0;white-space:pre-wrap;color:#fff";
        list.textContent = lines.join("\n");
        const hide = document.createElement("button");
        hide.type = "button";
        hide.textContent = "Hide";
        hide.style.cssText = "position:absolute;top:.75rem;right:.75rem;font:14px system-ui,sans-serif;padding:.25rem .75rem";
        hide.addEventListener("click", removeOverlay);
        overlay.append(title, note, list, hide);
        document.body.append(overlay);
      }

      function takeStylesheets() {
        for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
          const url = new URL(link.href);
          url.searchParams.set("specimen-reload", Date.now().toString());
          link.href = url.toString();
        }
        removeOverlay();
      }

      function connect() {
        const scheme = location.protocol === "https:" ? "wss://" : "ws://";
        const socket = new WebSocket(scheme + location.host + "/__specimen/events");
        socket.addEventListener("open", () => {
          // The server went away and is back: the site may have changed meanwhile.
          if (lost) location.reload();
        });
        socket.addEventListener("message", (event) => {
          const message = JSON.parse(event.data);
          if (message.type === "reload") location.reload();
          else if (message.type === "stylesheets") takeStylesheets();
          else if (message.type === "errors") showOverlay(message.diagnostics);
        });
        socket.addEventListener("close", () => {
          lost = true;
          setTimeout(connect, 1000);
        });
      }

      connect();
    })();
    """#
}
