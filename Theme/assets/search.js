// Site search, loaded by specimen.js when the search box is first used. The build writes the index under
// search/ (see SearchIndex in Specimen): index.json lists the term shards and the stop words; a query loads the
// shard of each of its terms' first two characters, ranks the sections that match, and loads only the document
// chunks of the results it shows.
(function () {
  "use strict";

  var box = document.querySelector("[data-search]");
  if (!box || !window.fetch || !window.TextEncoder) return;
  var root = box.getAttribute("data-root");
  var input = box.querySelector("input");
  var list = box.querySelector(".search-results");
  var status = box.querySelector(".search-status");
  var cache = new Map();
  var shown = 8;
  var latest = 0;

  function json(path) {
    if (!cache.has(path)) {
      cache.set(path, fetch(root + path).then(function (response) {
        if (!response.ok) throw new Error(response.status + " " + path);
        return response.json();
      }));
    }
    return cache.get(path);
  }

  function meta() {
    return json("search/index.json").then(function (index) {
      if (!index.shardSet) {
        index.shardSet = new Set(index.shards);
        index.stopSet = new Set(index.stopWords);
      }
      return index;
    });
  }

  // As the build splits text: lowercased runs of letters and digits, two characters or more, no stop words.
  function terms(text, stop) {
    return text.toLowerCase().split(/[^\p{Alphabetic}\p{N}]+/u).filter(function (term) {
      return Array.from(term).length >= 2 && !stop.has(term);
    });
  }

  function shardOf(term) {
    var bytes = new TextEncoder().encode(Array.from(term).slice(0, 2).join(""));
    return Array.from(bytes, function (byte) { return byte.toString(16).padStart(2, "0"); }).join("");
  }

  // "1a3,2bz" → document 1a (base 36) with score 3, …
  function postings(text, into) {
    if (!text) return;
    text.split(",").forEach(function (entry) {
      var document = parseInt(entry.slice(0, -1), 36);
      var score = parseInt(entry.slice(-1), 36);
      into.set(document, Math.max(into.get(document) || 0, score));
    });
  }

  // The last term matches as a prefix while the reader is still typing it.
  function matches(index, term, isPrefix) {
    var shard = shardOf(term);
    var found = new Map();
    if (!index.shardSet.has(shard)) return Promise.resolve(found);
    return json("search/terms/" + shard + ".json").then(function (terms) {
      if (isPrefix) {
        Object.keys(terms).forEach(function (key) { if (key.indexOf(term) === 0) postings(terms[key], found); });
      } else {
        postings(terms[term], found);
      }
      return found;
    });
  }

  function rank(maps) {
    var totals = new Map();
    maps.forEach(function (map) {
      map.forEach(function (score, document) {
        var entry = totals.get(document) || { terms: 0, score: 0 };
        entry.terms += 1;
        entry.score += score;
        totals.set(document, entry);
      });
    });
    // Sections with every term first; then those with most of them.
    return Array.from(totals.entries()).sort(function (a, b) {
      return (b[1].terms - a[1].terms) || (b[1].score - a[1].score) || (a[0] - b[0]);
    });
  }

  function documents(index, ids) {
    return Promise.all(ids.map(function (id) {
      return json("search/docs/" + Math.floor(id / index.chunk) + ".json").then(function (chunk) {
        return chunk[id % index.chunk];
      });
    }));
  }

  function render(query, results, count) {
    list.replaceChildren();
    results.forEach(function (row) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = root + row[2];
      var title = document.createElement("span");
      title.className = "search-result-title";
      title.textContent = row[0] + (row[1] ? " › " + row[1] : "");
      link.appendChild(title);
      if (row[3]) {
        var excerpt = document.createElement("span");
        excerpt.className = "search-result-excerpt";
        excerpt.textContent = row[3];
        link.appendChild(excerpt);
      }
      item.appendChild(link);
      list.appendChild(item);
    });
    if (count === 0) {
      message("No results for “" + query + "”.");
      return;
    }
    list.hidden = false;
    status.textContent = count + (count === 1 ? " result" : " results") + (count > results.length ? ", the first " + results.length + " shown." : ".");
  }

  // Shown under the box and read by the status region: no results, or no search here (opened from disk).
  function message(text) {
    var item = document.createElement("li");
    item.className = "search-message";
    item.textContent = text;
    list.replaceChildren(item);
    list.hidden = false;
    status.textContent = text;
  }

  function search() {
    var query = input.value;
    var ticket = ++latest;
    var started = performance.now();
    return meta().then(function (index) {
      var wanted = terms(query, index.stopSet);
      if (wanted.length === 0) {
        list.replaceChildren();
        list.hidden = true;
        status.textContent = "";
        return;
      }
      var typing = /[\p{Alphabetic}\p{N}]$/u.test(query);
      return Promise.all(wanted.map(function (term, position) {
        return matches(index, term, typing && position === wanted.length - 1);
      })).then(function (maps) {
        var ranked = rank(maps);
        return documents(index, ranked.slice(0, shown).map(function (entry) { return entry[0]; })).then(function (rows) {
          if (ticket !== latest) return;
          render(query, rows, ranked.length);
          box.setAttribute("data-query-ms", String(Math.round(performance.now() - started)));
          box.setAttribute("data-shown-query", query);
        });
      });
    }).catch(function () {
      if (ticket === latest) message("Search is not available here: it needs the site served over HTTP.");
    });
  }

  var timer = 0;
  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(search, 120);
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown" && !list.hidden) {
      event.preventDefault();
      list.querySelector("a").focus();
    } else if (event.key === "Escape") {
      input.value = "";
      search();
    }
  });
  list.addEventListener("keydown", function (event) {
    var links = Array.from(list.querySelectorAll("a"));
    var position = links.indexOf(document.activeElement);
    if (event.key === "ArrowDown" && position < links.length - 1) {
      event.preventDefault();
      links[position + 1].focus();
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      (position > 0 ? links[position - 1] : input).focus();
    } else if (event.key === "Escape") {
      input.focus();
    }
  });
  box.addEventListener("submit", function (event) {
    event.preventDefault();
    var first = list.querySelector("a");
    if (first) first.click();
  });
  // The page loads this script when the box is first focused: what was typed meanwhile is searched now.
  if (input.value) search();
})();
