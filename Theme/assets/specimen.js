// Interactive previews. Every state's SVG is drawn at build time and written under previews/; this script only
// chooses which file to show, keeps the state in the URL fragment (#id=steps:7,current:3), and announces it.
(function () {
  "use strict";

  var files = new Map();

  function load(url) {
    if (!files.has(url)) {
      files.set(url, fetch(url).then(function (response) {
        if (!response.ok) throw new Error(response.status + " " + url);
        return response.text();
      }));
    }
    return files.get(url);
  }

  // A range value as the build spells it: at most data-decimals decimals, no trailing zeros.
  function spelled(input) {
    return String(Number(Number(input.value).toFixed(Number(input.dataset.decimals || 0))));
  }

  function setUp(widget) {
    var id = widget.id;
    var properties = widget.dataset.properties.split(",");
    var form = widget.querySelector(".preview-controls");
    var stage = widget.querySelector(".preview-stage");
    var readout = widget.querySelector(".preview-readout");
    var sheetLink = widget.querySelector(".preview-sheet-link");
    var fileLink = widget.querySelector(".preview-file-link");
    var copy = widget.querySelector(".preview-copy");
    var copyStatus = widget.querySelector(".preview-copy-status");
    var latest = 0;

    function fields(property) {
      return Array.prototype.slice.call(form.querySelectorAll('[data-property="' + property + '"]'));
    }

    function read() {
      return properties.map(function (property) {
        var inputs = fields(property);
        var input = inputs[0];
        if (input.type === "radio") {
          return [property, inputs.filter(function (each) { return each.checked; })[0].value];
        }
        if (input.type === "checkbox") return [property, input.checked ? "true" : "false"];
        return [property, spelled(input)];
      });
    }

    // A limited control never exceeds its limit: current stays within steps.
    function applyLimits() {
      form.querySelectorAll("input[data-limited-by]").forEach(function (input) {
        var limit = fields(input.dataset.limitedBy)[0];
        input.max = limit.value;
        input.value = input.value;
      });
      form.querySelectorAll('input[type="range"]').forEach(function (input) {
        input.parentNode.querySelector(".preview-value").textContent = spelled(input);
      });
    }

    // Sets what a control can take and leaves the rest as it is.
    function write(values) {
      values.forEach(function (pair) {
        var inputs = fields(pair[0]);
        if (!inputs.length) return;
        if (inputs[0].type === "radio") {
          inputs.forEach(function (input) { if (input.value === pair[1]) input.checked = true; });
        } else if (inputs[0].type === "checkbox") {
          if (pair[1] === "true" || pair[1] === "false") inputs[0].checked = pair[1] === "true";
        } else if (pair[1] !== "" && !isNaN(Number(pair[1]))) {
          inputs[0].value = pair[1];
        }
        applyLimits();
      });
    }

    function joined(state, inner, outer) {
      return state.map(function (pair) { return pair[0] + inner + pair[1]; }).join(outer);
    }

    function show(updateAddress) {
      applyLimits();
      var state = read();
      widget.dispatchEvent(new CustomEvent("specimen:state", { detail: state }));
      var url = widget.dataset.src;
      state.forEach(function (pair) { url = url.replace("{" + pair[0] + "}", pair[1]); });
      var ticket = ++latest;
      fileLink.href = url;
      if (sheetLink) sheetLink.href = widget.dataset.sheet + joined(state, "-", "_");
      copyStatus.textContent = "";
      if (updateAddress) {
        history.replaceState(null, "", "#" + id + "=" + joined(state, ":", ","));
      }
      widget.setAttribute("aria-busy", "true");
      return load(url).then(function (text) {
        if (ticket !== latest) return;
        var svg = new DOMParser().parseFromString(text, "image/svg+xml").documentElement;
        if (svg.nodeName !== "svg") throw new Error("not an SVG: " + url);
        stage.replaceChildren(document.importNode(svg, true));
        stage.dispatchEvent(new Event("specimen:drawn"));
        var title = svg.querySelector("title");
        readout.textContent = title ? title.textContent : "";
      }).catch(function () {
        if (ticket !== latest) return;
        readout.textContent = "This state could not be loaded here; open it from the sticker sheet.";
      }).then(function () {
        if (ticket === latest) widget.removeAttribute("aria-busy");
      });
    }

    // #id=steps:7,current:3 sets those controls, shows the state and brings the preview into view.
    function fromAddress() {
      var hash = decodeURIComponent(location.hash.slice(1));
      if (hash.indexOf(id + "=") !== 0) return;
      var values = hash.slice(id.length + 1).split(",").map(function (pair) { return pair.split(":"); })
        .filter(function (pair) { return pair.length === 2; });
      // Twice, so that a limit set later in the list (steps after current) does not clamp an earlier value.
      write(values);
      write(values);
      show(false);
      widget.scrollIntoView();
    }

    form.addEventListener("input", function () { show(true); });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    copy.addEventListener("click", function () {
      var link = location.href.split("#")[0] + "#" + id + "=" + joined(read(), ":", ",");
      var copied = navigator.clipboard ? navigator.clipboard.writeText(link) : Promise.reject(new Error("no clipboard"));
      copied.then(function () {
        copyStatus.textContent = "Link copied.";
      }, function () {
        copyStatus.textContent = "Copy this link: " + link;
      });
    });
    window.addEventListener("hashchange", fromAddress);
    fromAddress();
  }

  // Code snippets: a button copies the code shown, and the values follow the live preview's state. Set up before
  // the previews, which may show a state from the address at once.
  function setUpSnippets(section) {
    var copy = section.querySelector(".snippet-copy");
    var status = section.querySelector(".snippet-status");
    copy.hidden = false;
    copy.addEventListener("click", function () {
      var shown = section.querySelector("#code-" + section.querySelector("input:checked").value);
      navigator.clipboard.writeText(shown.querySelector("code").textContent).then(function () {
        status.textContent = shown.dataset.label + " code copied.";
      }, function () {
        status.textContent = "The code could not be copied here: select it and copy it.";
      });
    });
    var widget = section.dataset.widget && document.getElementById(section.dataset.widget);
    if (!widget) return;
    widget.addEventListener("specimen:state", function (event) {
      event.detail.forEach(function (pair) {
        section.querySelectorAll('code [data-property="' + pair[0] + '"]').forEach(function (span) {
          span.textContent = span.hasAttribute("data-capital") ? pair[1].charAt(0).toUpperCase() + pair[1].slice(1) : pair[1];
        });
      });
    });
  }
  document.querySelectorAll(".snippets").forEach(setUpSnippets);
  document.querySelectorAll("[data-preview-widget]").forEach(setUp);

  // Every preview can be seen at 1×, 2× or 4× its drawn size, and crisp: the buttons follow the drawing (in a
  // widget, after its links), say which is on with aria-pressed, and work from the keyboard as buttons do. A live
  // stage starts at Fit: its drawing as large as the stage (which keeps its tallest state's height) holds, up to 4×,
  // so that an 8 px dot is not lost in a stage sized for ten vertical steps.
  function addZoom(preview) {
    var group = document.createElement("div");
    group.className = "preview-zoom";
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", "Zoom");
    var stage = preview.classList.contains("preview-stage");
    var onTop = stage && preview.closest(".stage"), kept = {}, zoom = 1;
    function setZoom(factor) {
      zoom = factor;
      if (factor === 1) {
        delete preview.dataset.zoom;
      } else {
        preview.dataset.zoom = String(factor);
      }
      size();
    }
    // The drawing is zoomed by its own width and height (its viewBox scales the rest), not by CSS zoom, under
    // which WebKit up to 2.50 gives scripts the drawing's box unzoomed (https://bugs.webkit.org/show_bug.cgi?id=77998).
    function size() {
      var svg = preview.querySelector("svg");
      if (!svg) return;
      var width = parseFloat(svg.getAttribute("width"));
      var height = parseFloat(svg.getAttribute("height"));
      var scaled = zoom !== 1 && width > 0 && height > 0 && svg.hasAttribute("viewBox");
      svg.style.width = scaled ? width * zoom + "px" : "";
      svg.style.height = scaled ? height * zoom + "px" : "";
      // A drawing without a viewBox cannot scale by its size.
      svg.style.zoom = zoom !== 1 && !scaled ? String(zoom) : "";
    }
    function fit() {
      var svg = preview.querySelector("svg");
      var width = svg && parseFloat(svg.getAttribute("width"));
      var height = svg && parseFloat(svg.getAttribute("height"));
      if (!(width > 0 && height > 0)) return setZoom(1);
      var style = getComputedStyle(preview);
      var room = preview.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      var tall = parseFloat(preview.style.getPropertyValue("--stage-height")) || height;
      // The stage under a component page's title keeps room for its first state at twice its size on a wide
      // screen, and on a phone at most 8rem for the tallest, which is drawn smaller, so that the controls stay on
      // the first screen. Each is set once, so that a change of state never moves what follows.
      if (onTop) {
        var wide = window.matchMedia("(min-width: 48rem)").matches ? "wide" : "narrow";
        var rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
        kept[wide] = kept[wide] || (wide === "wide" ? Math.max(tall, 2 * height) : Math.min(tall, Math.max(height, 8 * rem)));
        preview.style.setProperty("--stage-room", kept[wide] + "px");
        tall = kept[wide];
      }
      setZoom(Math.max(onTop ? 0.25 : 1, Math.floor(Math.min(4, room / width, tall / height) * 4) / 4));
    }
    function press(button) {
      group.querySelectorAll("button[data-factor]").forEach(function (each) {
        each.setAttribute("aria-pressed", each === button ? "true" : "false");
      });
    }
    (stage ? ["fit", 1, 2, 4] : [1, 2, 4]).forEach(function (factor) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = factor === "fit" ? "Fit" : factor + "\u00d7";
      button.setAttribute("aria-label", factor === "fit" ? "Zoom to fit the stage" : "Zoom " + factor + " times");
      button.setAttribute("aria-pressed", factor === (stage ? "fit" : 1) ? "true" : "false");
      button.dataset.factor = String(factor);
      button.addEventListener("click", function () {
        if (factor === "fit") fit(); else setZoom(factor);
        press(button);
      });
      group.appendChild(button);
    });
    if (stage) {
      var fitting = function () {
        return group.querySelector('button[data-factor="fit"]').getAttribute("aria-pressed") === "true";
      };
      // A new state's drawing is fitted anew, or sized at the chosen zoom.
      preview.addEventListener("specimen:drawn", function () { if (fitting()) fit(); else size(); });
      window.addEventListener("resize", function () { if (fitting()) fit(); });
      fit();
    }
    // Crisp: edges without smoothing, so that what does not land on whole pixels shows.
    var crisp = document.createElement("button");
    crisp.type = "button";
    crisp.textContent = "Crisp";
    crisp.setAttribute("aria-pressed", "false");
    crisp.addEventListener("click", function () {
      var on = crisp.getAttribute("aria-pressed") !== "true";
      crisp.setAttribute("aria-pressed", on ? "true" : "false");
      if (on) {
        preview.dataset.crisp = "";
      } else {
        delete preview.dataset.crisp;
      }
    });
    group.appendChild(crisp);
    var widget = preview.closest("[data-preview-widget]");
    var status = widget && widget.querySelector(".preview-copy-status");
    if (status) {
      status.parentNode.insertBefore(group, status);
    } else {
      preview.parentNode.insertBefore(group, preview.nextSibling);
    }
  }
  document.querySelectorAll(".preview").forEach(addZoom);

  // A table wider than its box: on a phone, each row becomes a card whose cells carry their column's name (when
  // the table has one header row to take the names from); elsewhere the box scrolls, a line above says so, and
  // the right edge fades while columns are hidden there.
  var narrow = window.matchMedia("(max-width: 40rem)");
  function labelCells(table) {
    var head = table.tHead;
    if (!head || head.rows.length !== 1) return false;
    var names = Array.prototype.map.call(head.rows[0].cells, function (cell) {
      return cell.colSpan === 1 ? cell.textContent.trim() : null;
    });
    if (names.indexOf(null) !== -1) return false;
    Array.prototype.forEach.call(table.tBodies, function (body) {
      Array.prototype.forEach.call(body.rows, function (row) {
        Array.prototype.forEach.call(row.cells, function (cell, index) {
          var empty = cell.textContent.trim() === "" && cell.children.length === 0;
          if (index > 0 && names[index] && !empty) cell.dataset.label = names[index];
        });
      });
    });
    return true;
  }
  function watchTable(box) {
    var table = box.querySelector("table");
    var stackable = table !== null && labelCells(table);
    var hint = document.createElement("p");
    hint.className = "table-scroll-hint";
    hint.textContent = "Scroll the table sideways for more columns; the first column stays.";
    hint.hidden = true;
    box.parentNode.insertBefore(hint, box);
    function update() {
      box.classList.remove("is-stacked");
      var hidden = box.scrollWidth - box.clientWidth;
      if (stackable && narrow.matches && hidden > 1) {
        box.classList.add("is-stacked");
        hidden = 0;
      }
      hint.hidden = hidden <= 1;
      if (hidden > 1 && box.scrollLeft < hidden - 1) {
        box.dataset.more = "right";
      } else {
        delete box.dataset.more;
      }
    }
    box.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    update();
  }
  document.querySelectorAll(".table-scroll").forEach(watchTable);

  // The search script loads when a reader first reaches for the search box, not with every page.
  var searchBox = document.querySelector("[data-search][data-script]");
  function loadSearch() {
    searchBox.removeEventListener("focusin", loadSearch);
    searchBox.removeEventListener("pointerdown", loadSearch);
    var script = document.createElement("script");
    script.src = searchBox.getAttribute("data-script");
    document.head.appendChild(script);
  }
  if (searchBox) {
    searchBox.addEventListener("focusin", loadSearch);
    searchBox.addEventListener("pointerdown", loadSearch);
    // A slash typed outside a field moves to the search box, as on GitHub and MDN.
    document.addEventListener("keydown", function (event) {
      var target = event.target;
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || target.isContentEditable
        || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      event.preventDefault();
      searchBox.querySelector("input").focus();
    });
  }

  // The theme toggle: the reader's choice overrides the system's and is remembered across pages.
  var root = document.documentElement;
  var themeToggle = document.querySelector(".theme-toggle");
  var systemDark = window.matchMedia("(prefers-color-scheme: dark)");
  function isDark() {
    return root.dataset.theme ? root.dataset.theme === "dark" : systemDark.matches;
  }
  function showTheme() {
    if (themeToggle) themeToggle.setAttribute("aria-pressed", isDark() ? "true" : "false");
  }
  if (themeToggle) {
    themeToggle.addEventListener("click", function () {
      root.dataset.theme = isDark() ? "light" : "dark";
      try { localStorage.setItem("specimen-theme", root.dataset.theme); } catch (error) {}
      showTheme();
    });
    systemDark.addEventListener("change", showTheme);
    showTheme();
  }

  // On a narrow screen the navigation folds behind the Menu button.
  var navToggle = document.querySelector(".nav-toggle");
  var nav = document.getElementById("site-nav");
  if (navToggle && nav) {
    navToggle.addEventListener("click", function () {
      var open = navToggle.getAttribute("aria-expanded") !== "true";
      navToggle.setAttribute("aria-expanded", open ? "true" : "false");
      nav.classList.toggle("is-open", open);
    });
  }

  // A code block's Copy button (a button: keys reach it) copies its code and says so in its status line.
  // A heading's own link also copies its full address, for pasting into a review.
  document.addEventListener("click", function (event) {
    var copy = event.target.closest && event.target.closest(".code-copy");
    if (copy) {
      var said = function (text) { return function () { copy.nextElementSibling.textContent = text; }; };
      var text = copy.closest(".code-block").querySelector("code").textContent;
      (navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject()).then(said("Copied."), said("Select it to copy."));
    }
    var anchor = event.target.closest && event.target.closest(".heading-anchor");
    if (!anchor || !navigator.clipboard) return;
    navigator.clipboard.writeText(anchor.href).then(function () {
      anchor.setAttribute("data-copied", "");
      setTimeout(function () { anchor.removeAttribute("data-copied"); }, 2000);
    }, function () {});
  });
})();
