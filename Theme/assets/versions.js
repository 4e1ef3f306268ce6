// The version menu and the banner of a site built with --versions (Theme/templates/base.mustache). Without this
// script the menu is a list of links to the same address in each version. With it, the menu is a disclosure
// button, and a link to another version leads to the same page there: at its own address, at an address it had
// before (its aliases), or else to that version's home, which then says the page is not in it. The versions'
// routes.json files are read only when the menu opens or a link is about to be followed, and every address is
// relative, since a site is often served under a sub-path.
(function () {
  "use strict";

  var menu = document.querySelector("[data-version-menu]");
  if (!menu) return;
  var route = menu.getAttribute("data-route") || "";
  var toggle = menu.querySelector(".version-toggle");
  var panel = menu.querySelector(".version-panel");
  var files = new Map();
  var resolved = new Map();

  function load(url) {
    if (!files.has(url)) {
      files.set(url, fetch(url).then(function (response) {
        if (!response.ok) throw new Error(response.status + " " + url);
        return response.json();
      }));
    }
    return files.get(url);
  }

  function has(object, key) {
    return Boolean(object) && Object.prototype.hasOwnProperty.call(object, key);
  }

  // This page's route in the other version, or null when that version has no such page.
  function counterpart(own, other) {
    var pages = new Set(other.pages || []);
    if (pages.has(route)) return route;
    if (has(other.aliases, route)) return other.aliases[route];
    var former = has(own.pageAliases, route) ? own.pageAliases[route] : [];
    for (var index = 0; index < former.length; index++) {
      if (pages.has(former[index])) return former[index];
      if (has(other.aliases, former[index])) return other.aliases[former[index]];
    }
    return null;
  }

  // Points the link at this page in its version, once; a link whose routes cannot be read stays as it is.
  function resolve(link) {
    if (!resolved.has(link)) {
      var home = link.getAttribute("data-version-home");
      resolved.set(link, Promise.all([load(menu.getAttribute("data-routes")), load(home + "routes.json")])
        .then(function (both) {
          var found = counterpart(both[0], both[1]);
          link.href = found === null ? home + "?from=" + encodeURIComponent(route) : (home + found || "./");
        }, function () {}));
    }
    return resolved.get(link);
  }

  function follow(event) {
    var link = event.currentTarget;
    // A link opened in a new tab or window keeps the address it has.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    resolve(link).then(function () { window.location.assign(link.href); });
  }

  function versionLinks() {
    return Array.prototype.slice.call(document.querySelectorAll("a[data-version-home]"));
  }

  versionLinks().forEach(function (link) {
    link.addEventListener("click", follow);
    link.addEventListener("pointerenter", function () { resolve(link); });
    link.addEventListener("focus", function () { resolve(link); });
  });

  function panelLinks() {
    return Array.prototype.slice.call(panel.querySelectorAll("a"));
  }

  function setOpen(open) {
    menu.classList.toggle("is-open", open);
    toggle.setAttribute("aria-expanded", open ? "true" : "false");
    if (open) panelLinks().filter(function (link) { return link.hasAttribute("data-version-home"); }).forEach(resolve);
  }

  function isOpen() {
    return toggle.getAttribute("aria-expanded") === "true";
  }

  toggle.addEventListener("click", function () { setOpen(!isOpen()); });

  // The arrow keys move between the menu's links (and open it from the button); Escape closes it.
  menu.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && isOpen()) {
      setOpen(false);
      toggle.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    var links = panelLinks();
    var position = links.indexOf(document.activeElement);
    if (!isOpen()) setOpen(true);
    var step = event.key === "ArrowDown" ? 1 : -1;
    var next = position < 0 ? (step > 0 ? 0 : links.length - 1) : (position + step + links.length) % links.length;
    event.preventDefault();
    links[next].focus();
  });

  menu.addEventListener("focusout", function (event) {
    if (event.relatedTarget && !menu.contains(event.relatedTarget)) setOpen(false);
  });

  document.addEventListener("click", function (event) {
    if (isOpen() && !menu.contains(event.target)) setOpen(false);
  });

  // A reader sent to this home from a page this version does not have is told so.
  function noteMissingPage() {
    var from = new URLSearchParams(window.location.search).get("from");
    var main = document.querySelector("main");
    if (route !== "" || !from || !main) return;
    var address = from;
    try { address = decodeURIComponent(from); } catch (error) {}
    var note = document.createElement("p");
    note.className = "version-banner version-missing";
    note.setAttribute("role", "note");
    note.textContent = "The page /" + address + " is not in " + menu.getAttribute("data-version")
      + ", so this is its home page.";
    main.insertBefore(note, main.firstChild);
  }

  noteMissingPage();
  setOpen(false);
}());
