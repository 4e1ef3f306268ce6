// Site search, loaded by specimen.js when the search box is first used. The build writes the index under search/
// (SearchIndex in Specimen; the search_docs tool of specimen mcp runs the same ranking, SearchQuery): index.json, then
// terms/<first two characters>.json with each word's postings, pages/ with each page's title and path, docs/ with
// each passage's heading, anchor and text, and words/<length>.json, which misspellings are compared with.
// A query downloads index.json, one term file per word, and the pages and passages it shows.
(function () {
  "use strict";

  // ---- The engine: what SearchQuery in Specimen does too. ----

  var STEM_WEIGHT = 0.85, PREFIX_WEIGHT = 0.6, TYPO_WEIGHT = 0.5, PAGE_WEIGHT = 1.5, COMPOUND_WEIGHT = 2;
  var SHOWN = 8, PASSAGES = 3;

  // Porter's stemmer (1980), for English words of ASCII letters: "sliders" and "slider", "disabled" and
  // "disable" meet at one stem. Any other word is its own stem.
  var stemmer = (function () {
    var step2 = { ational: "ate", tional: "tion", enci: "ence", anci: "ance", izer: "ize", bli: "ble", alli: "al",
      entli: "ent", eli: "e", ousli: "ous", ization: "ize", ation: "ate", ator: "ate", alism: "al", iveness: "ive",
      fulness: "ful", ousness: "ous", aliti: "al", iviti: "ive", biliti: "ble", logi: "log" };
    var step3 = { icate: "ic", ative: "", alize: "al", iciti: "ic", ical: "ic", ful: "", ness: "" };
    var c = "[^aeiou]", v = "[aeiouy]", C = c + "[^aeiouy]*", V = v + "[aeiou]*";
    var mgr0 = new RegExp("^(" + C + ")?" + V + C);
    var meq1 = new RegExp("^(" + C + ")?" + V + C + "(" + V + ")?$");
    var mgr1 = new RegExp("^(" + C + ")?" + V + C + V + C);
    var sV = new RegExp("^(" + C + ")?" + v);
    var cvc = new RegExp("^" + C + v + "[^aeiouwxy]$");
    return function (word) {
      if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
      var w = word, match, stem;
      var firstY = w[0] === "y";
      if (firstY) w = "Y" + w.slice(1);
      if ((match = /^(.+?)(ss|i)es$/.exec(w))) w = match[1] + match[2];
      else if ((match = /^(.+?)([^s])s$/.exec(w))) w = match[1] + match[2];
      if ((match = /^(.+?)eed$/.exec(w))) {
        if (mgr0.test(match[1])) w = w.slice(0, -1);
      } else if ((match = /^(.+?)(ed|ing)$/.exec(w))) {
        stem = match[1];
        if (sV.test(stem)) {
          w = stem;
          if (/(at|bl|iz)$/.test(w)) w += "e";
          else if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
          else if (cvc.test(w)) w += "e";
        }
      }
      if ((match = /^(.+?)y$/.exec(w)) && sV.test(match[1])) w = match[1] + "i";
      if ((match = /^(.+?)(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$/.exec(w)) && mgr0.test(match[1])) {
        w = match[1] + step2[match[2]];
      }
      if ((match = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/.exec(w)) && mgr0.test(match[1])) {
        w = match[1] + step3[match[2]];
      }
      if ((match = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/.exec(w))) {
        if (mgr1.test(match[1])) w = match[1];
      } else if ((match = /^(.+?)(s|t)(ion)$/.exec(w))) {
        if (mgr1.test(match[1] + match[2])) w = match[1] + match[2];
      }
      if ((match = /^(.+?)e$/.exec(w))) {
        stem = match[1];
        if (mgr1.test(stem) || (meq1.test(stem) && !cvc.test(stem))) w = stem;
      }
      if (/ll$/.test(w) && mgr1.test(w)) w = w.slice(0, -1);
      if (firstY) w = "y" + w.slice(1);
      return w;
    };
  })();

  function letters(word) { return Array.from(word).length; }

  // A colour as the index keeps it: six lower-case hex digits, alpha left out (#05C, #005CE5FF, rgb(0 92 229)).
  function colour(text) {
    var hex = /^#?([0-9a-f]{3,8})$/i.exec(text);
    if (hex && [3, 4, 6, 8].indexOf(hex[1].length) >= 0) {
      var digits = hex[1].toLowerCase();
      if (digits.length < 6) digits = digits.split("").slice(0, 3).map(function (d) { return d + d; }).join("");
      return digits.slice(0, 6);
    }
    var rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i.exec(text);
    if (rgb) {
      var parts = rgb.slice(1, 4).map(Number);
      if (parts.every(function (n) { return n <= 255; })) {
        return parts.map(function (n) { return n.toString(16).padStart(2, "0"); }).join("");
      }
    }
    return null;
  }

  // What a query asks: its words (lower-cased runs of letters and digits, two or more, no stop words, as the
  // build splits text), its compound terms (a token path written with / . _ or -, parts joined by -), and its
  // colours. The last word is matched as a prefix while the reader is still typing it.
  function parse(query, stop) {
    var words = [], compounds = [];
    var text = query.replace(/rgba?\([^)]*\)/gi, function (written) {
      var hex = colour(written);
      if (hex) words.push(hex);
      return " ";
    });
    text.split(/\s+/).forEach(function (chunk) {
      var hex = /^#[0-9a-f]+$/i.test(chunk) ? colour(chunk) : null;
      if (hex) { words.push(hex); return; }
      var parts = chunk.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
      var joined = parts.join("-");
      if (/[a-z0-9][\/._-]+[a-z0-9]/i.test(chunk) && parts.length >= 2 && joined.length <= 64
          && parts.some(function (part) { return part.length >= 2; }) && /^[\x21-\x7e]+$/.test(chunk)) {
        compounds.push(joined);
      }
      chunk.toLowerCase().split(/[^\p{Alphabetic}\p{N}]+/u).forEach(function (word) {
        if (letters(word) >= 2 && !stop.has(word) && words.indexOf(word) < 0) words.push(word);
      });
    });
    var typing = words.length > 0 && /[\p{Alphabetic}\p{N}]$/u.test(query) && !/\)$/.test(query);
    return { words: words, compounds: compounds, typing: typing };
  }

  // The hex of a text's UTF-8 bytes, as the term files are named.
  function hex(text) {
    return Array.from(new TextEncoder().encode(text), function (byte) { return byte.toString(16).padStart(2, "0"); }).join("");
  }

  // The term file a term is in: that of its first two characters, or of more where a large one was split (the
  // longest start of the term that names a file). A term in none is on no page.
  function shardOf(term, meta) {
    var characters = Array.from(term);
    for (var count = Math.min(characters.length, meta.shardDepth || 2); count > 2; count--) {
      var name = hex(characters.slice(0, count).join(""));
      if (meta.shardSet.has(name)) return name;
    }
    return hex(characters.slice(0, 2).join(""));
  }

  // "1c|e.fv,1w" → 48 documents have the term; page 14's 15th passage scores 31, page 1 itself 32.
  function postings(text) {
    var size = null, list = [];
    var bar = text.indexOf("|");
    if (bar >= 0) { size = parseInt(text.slice(0, bar), 36); text = text.slice(bar + 1); }
    if (text) {
      text.split(",").forEach(function (entry) {
        var place = entry.slice(0, -1).split(".");
        list.push([parseInt(place[0], 36), place.length > 1 ? parseInt(place[1], 36) : 0, parseInt(entry.slice(-1), 36)]);
      });
    }
    return { size: size === null ? list.length : size, list: list };
  }

  // Whether a and b are one edit apart: a letter changed, added, dropped, or two next to each other swapped.
  function oneEdit(a, b) {
    a = Array.from(a); b = Array.from(b);
    if (Math.abs(a.length - b.length) > 1 || a.join("") === b.join("")) return false;
    var i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    var restA = a.slice(i + 1).join(""), restB = b.slice(i + 1).join("");
    if (a.length === b.length) {
      return restA === restB || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2).join("") === b.slice(i + 2).join(""));
    }
    return a.length > b.length ? a.slice(i + 1).join("") === b.slice(i).join("") : a.slice(i).join("") === b.slice(i + 1).join("");
  }

  function Engine(load) {
    this.load = load;
    this.meta = null;
  }

  Engine.prototype.start = function () {
    var engine = this;
    if (!this.started) {
      this.started = this.load("search/index.json").then(function (meta) {
        meta.shardSet = new Set(meta.shards);
        meta.stopSet = new Set(meta.stopWords);
        meta.wordSet = new Set(meta.words);
        engine.meta = meta;
        return meta;
      });
    }
    return this.started;
  };

  Engine.prototype.idf = function (size) {
    var n = this.meta.documents;
    return Math.log(1 + (n - size + 0.5) / (size + 0.5));
  };

  Engine.prototype.shard = function (term) {
    var name = shardOf(term, this.meta);
    if (!this.meta.shardSet.has(name)) return Promise.resolve({});
    return this.load("search/terms/" + name + ".json");
  };

  // The terms of the term's file and, for a word still being typed, of every file split off below it: all the
  // index's terms that start with the word.
  Engine.prototype.shardsFrom = function (word, isPrefix) {
    var engine = this, own = hex(word);
    var below = isPrefix ? this.meta.shards.filter(function (name) { return name.length > own.length && name.indexOf(own) === 0; }) : [];
    return Promise.all([this.shard(word)].concat(below.map(function (name) { return engine.load("search/terms/" + name + ".json"); })))
      .then(function (files) { return Object.assign.apply(null, [{}].concat(files)); });
  };

  // The index's words a query word stands for, each with how much a match counts: the word itself, words of its
  // stem, words it starts while typed, and (for a word of five letters or more that none of those finds) words one
  // edit away.
  Engine.prototype.variants = function (word, isPrefix) {
    var engine = this;
    var stem = stemmer(word);
    return this.shardsFrom(word, isPrefix).then(function (terms) {
      var found = [];
      Object.keys(terms).forEach(function (key) {
        if (key === word) found.push([key, 1]);
        else if (stemmer(key) === stem && /^[a-z]+$/.test(key)) found.push([key, STEM_WEIGHT]);
        else if (isPrefix && key.indexOf(word) === 0 && key.indexOf("-") < 0) found.push([key, PREFIX_WEIGHT]);
      });
      var exact = found.some(function (variant) { return variant[1] > PREFIX_WEIGHT; });
      var length = letters(word);
      if (exact || length < 5 || !/^\p{Alphabetic}+$/u.test(word)) return found.map(function (v) { return [v[0], v[1], terms[v[0]]]; });
      var lengths = [length - 1, length, length + 1].filter(function (l) { return engine.meta.wordSet.has(l); });
      return Promise.all(lengths.map(function (l) { return engine.load("search/words/" + l + ".json"); })).then(function (lists) {
        var near = [].concat.apply([], lists).filter(function (candidate) { return oneEdit(word, candidate); });
        return Promise.all(near.map(function (candidate) { return engine.shard(candidate); })).then(function (shards) {
          var all = found.map(function (v) { return [v[0], v[1], terms[v[0]]]; });
          near.forEach(function (candidate, index) {
            if (shards[index][candidate] !== undefined) all.push([candidate, TYPO_WEIGHT, shards[index][candidate]]);
          });
          return all;
        });
      });
    });
  };

  // Ranks the pages for a query: pages with more of its words first, then by their words' best scores (a page's
  // own title and search words count half as much again), compound terms adding to the passages that have them.
  // Each page comes with its passages, best first.
  Engine.prototype.rank = function (query) {
    var engine = this;
    return this.start().then(function (meta) {
      var parsed = parse(query, meta.stopSet);
      if (parsed.words.length === 0) return { parsed: parsed, pages: [] };
      var asked = parsed.words.map(function (word, position) {
        return engine.variants(word, parsed.typing && position === parsed.words.length - 1);
      });
      var compounds = parsed.compounds.map(function (term) {
        return engine.shard(term).then(function (terms) { return terms[term] === undefined ? [] : [[term, COMPOUND_WEIGHT, terms[term]]]; });
      });
      return Promise.all(asked.concat(compounds)).then(function (lists) {
        return { parsed: parsed, pages: engine.score(lists, parsed.words.length) };
      });
    });
  };

  Engine.prototype.score = function (lists, wordCount) {
    var engine = this;
    var pages = new Map();
    lists.forEach(function (variants, position) {
      variants.forEach(function (variant) {
        var read = postings(variant[2]);
        var weight = variant[1] * engine.idf(read.size);
        read.list.forEach(function (posting) {
          var page = pages.get(posting[0]);
          if (!page) { page = { page: posting[0], docs: new Map() }; pages.set(posting[0], page); }
          var doc = page.docs.get(posting[1]);
          if (!doc) { doc = { offset: posting[1], words: new Array(lists.length).fill(0) }; page.docs.set(posting[1], doc); }
          var value = weight * posting[2] / 35;
          if (value > doc.words[position]) doc.words[position] = value;
        });
      });
    });
    var ranked = [];
    pages.forEach(function (page) {
      var best = new Array(lists.length).fill(0);
      var passages = [];
      var named = false;
      // The words the page's own document has (its title, its search words) are the page's in every passage: a
      // passage that has the others completes the query ("slider disabled": the Slider page's "State: disabled"),
      // and among a page's passages those words tell nothing apart.
      var own = page.docs.get(0);
      page.docs.forEach(function (doc) {
        var covered = 0, sum = 0, telling = 0;
        doc.words.forEach(function (value, position) {
          var counted = doc.offset === 0 ? value * PAGE_WEIGHT : value;
          if (counted > best[position]) best[position] = counted;
          var titled = own && own.words[position] > 0;
          if (position < wordCount && (value > 0 || titled)) covered += 1;
          sum += value;
          if (!titled) telling += value;
        });
        var itself = doc.words.slice(0, wordCount).filter(function (value) { return value > 0; }).length;
        if (doc.offset > 0 && itself > 0) passages.push({ offset: doc.offset, own: itself, covered: covered, telling: telling, score: sum });
        if (doc.offset === 0 && covered === wordCount) named = true;
      });
      var coverage = best.slice(0, wordCount).filter(function (value) { return value > 0; }).length;
      if (coverage === 0) return;
      passages.sort(function (a, b) {
        return (b.covered - a.covered) || (b.telling - a.telling) || (b.score - a.score) || (a.offset - b.offset);
      });
      // The page's score counts its best passage by the passage's own words alone.
      var top = passages.reduce(function (most, p) {
        return !most || p.own > most.own || (p.own === most.own && p.score > most.score) ? p : most;
      }, null);
      top = top ? top.score : 0;
      var score = best.reduce(function (a, b) { return a + b; }, 0) + 0.25 * top;
      ranked.push({ page: page.page, coverage: coverage, score: score, named: named, passages: passages });
    });
    ranked.sort(function (a, b) { return (b.coverage - a.coverage) || (b.score - a.score) || (a.page - b.page); });
    return ranked;
  };

  // The shown pages' titles and paths, and their passages' headings, anchors and texts.
  Engine.prototype.details = function (ranked) {
    var engine = this, meta = this.meta;
    return Promise.all(ranked.map(function (entry) {
      var number = Math.floor(entry.page / meta.pageChunk);
      // A named page last in its chunk ends where the next chunk's first page starts, which says whether it has
      // passages.
      var last = entry.named && entry.page % meta.pageChunk === meta.pageChunk - 1 && entry.page + 1 < meta.pages;
      return Promise.all([engine.load("search/pages/" + number + ".json"),
        last ? engine.load("search/pages/" + (number + 1) + ".json") : null]).then(function (chunks) {
        var chunk = chunks[0];
        var page = chunk[entry.page % meta.pageChunk];
        var next = chunks[1] ? chunks[1][0] : chunk[entry.page % meta.pageChunk + 1];
        var end = next ? next[2] : entry.page + 1 === meta.pages ? meta.documents : page[2] + 1;
        var offsets = entry.passages.slice(0, PASSAGES).map(function (p) { return p.offset; });
        // A page whose title (or search words) holds every word of the query is what the reader named: the result
        // leads to the page itself, shown with its first passage, and its best passages follow.
        if (entry.named && page[2] + 1 < end) {
          offsets = [1].concat(offsets.filter(function (offset) { return offset !== 1; }).slice(0, PASSAGES - 1));
        }
        return Promise.all(offsets.map(function (offset) {
          var id = page[2] + offset;
          if (id >= meta.documents) return null;
          return engine.load("search/docs/" + Math.floor(id / meta.docChunk) + ".json").then(function (docs) {
            var doc = docs[id % meta.docChunk];
            return { heading: doc[0], anchor: doc[1], text: doc[2] };
          });
        })).then(function (passages) {
          if (entry.named && passages[0]) passages[0] = { heading: "", anchor: "", text: passages[0].text };
          return { title: page[0], path: page[1], passages: passages.filter(Boolean), score: entry.score };
        });
      });
    }));
  };

  // For the browser tests, which compare the stemmer and the query parser with SearchQuery's in Specimen.
  window.specimenSearchEngine = { stem: stemmer, parse: parse };

  // ---- Marking what matched ----

  function matcher(parsed) {
    var stems = parsed.words.map(stemmer);
    var last = parsed.typing ? parsed.words[parsed.words.length - 1] : null;
    return function (word) {
      var lower = word.toLowerCase();
      if (parsed.words.indexOf(lower) >= 0 || stems.indexOf(stemmer(lower)) >= 0) return true;
      if (last && lower.indexOf(last) === 0) return true;
      return parsed.words.some(function (asked) { return letters(asked) >= 5 && oneEdit(asked, lower); });
    };
  }

  // Appends text to into, each word that matches in a <mark>.
  function marked(text, matches, into) {
    var pattern = /[\p{Alphabetic}\p{N}]+/gu, at = 0, found;
    while ((found = pattern.exec(text))) {
      if (!matches(found[0])) continue;
      into.appendChild(document.createTextNode(text.slice(at, found.index)));
      var mark = document.createElement("mark");
      mark.textContent = found[0];
      into.appendChild(mark);
      at = found.index + found[0].length;
    }
    into.appendChild(document.createTextNode(text.slice(at)));
  }

  // About 160 characters of text around its first match.
  function excerpt(text, matches) {
    var pattern = /[\p{Alphabetic}\p{N}]+/gu, found, first = -1;
    while ((found = pattern.exec(text))) {
      if (matches(found[0])) { first = found.index; break; }
    }
    if (text.length <= 170 || first < 60) return text.length <= 170 ? text : text.slice(0, text.lastIndexOf(" ", 160)) + " …";
    var start = text.indexOf(" ", first - 50) + 1;
    var end = text.lastIndexOf(" ", start + 160);
    return "… " + text.slice(start, end > start ? end : start + 160) + (end < text.length ? " …" : "");
  }

  // ---- The box ----

  var box = document.querySelector("[data-search]");
  if (!box || !window.fetch || !window.TextEncoder) return;
  var root = box.getAttribute("data-root");
  var input = box.querySelector("input");
  var list = box.querySelector(".search-results");
  var status = box.querySelector(".search-status");
  var cache = new Map();
  var latest = 0;

  function json(path) {
    if (!cache.has(path)) {
      var loading = fetch(root + path).then(function (response) {
        if (!response.ok) throw new Error(response.status + " " + path);
        return response.json();
      });
      loading.catch(function () { cache.delete(path); });
      cache.set(path, loading);
    }
    return cache.get(path);
  }

  var engine = new Engine(json);

  // The results' stylesheet comes with this script; the first results wait for it (the list is hidden until then).
  var styled = Promise.resolve();
  var style = box.getAttribute("data-style");
  if (style && !document.querySelector("link[data-search-style]")) {
    var sheet = document.createElement("link");
    sheet.rel = "stylesheet";
    sheet.href = style;
    sheet.setAttribute("data-search-style", "");
    styled = new Promise(function (done) { sheet.onload = sheet.onerror = function () { done(); }; });
    document.head.appendChild(sheet);
  }

  function link(href, className) {
    var anchor = document.createElement("a");
    anchor.href = href;
    if (className) anchor.className = className;
    return anchor;
  }

  function render(query, parsed, results, count) {
    var matches = matcher(parsed);
    list.replaceChildren();
    results.forEach(function (result, index) {
      var item = document.createElement("li");
      item.className = "search-result";
      var first = result.passages[0];
      var main = link(root + result.path + (first && first.anchor ? "#" + first.anchor : ""), "search-result-page");
      main.id = "search-result-" + index;
      var title = document.createElement("span");
      title.className = "search-result-title";
      marked(result.title + (first && first.heading ? " › " + first.heading : ""), matches, title);
      main.appendChild(title);
      if (first && first.text) {
        var text = document.createElement("span");
        text.className = "search-result-excerpt";
        marked(excerpt(first.text, matches), matches, text);
        main.appendChild(text);
      }
      item.appendChild(main);
      var more = result.passages.slice(1).filter(function (p) { return p.heading || p.anchor; });
      if (more.length) {
        var sub = document.createElement("ul");
        sub.className = "search-result-passages";
        more.forEach(function (passage) {
          var entry = document.createElement("li");
          var anchor = link(root + result.path + (passage.anchor ? "#" + passage.anchor : ""));
          marked(passage.heading || result.title, matches, anchor);
          entry.appendChild(anchor);
          sub.appendChild(entry);
        });
        item.appendChild(sub);
      }
      list.appendChild(item);
    });
    if (count === 0) {
      message("No results for “" + query + "”.");
      return;
    }
    list.hidden = false;
    var firstResult = results[0];
    status.textContent = count + (count === 1 ? " page" : " pages") + " found for “" + query + "”"
      + (count > results.length ? ", the first " + results.length + " shown" : "") + ". First: " + firstResult.title
      + (firstResult.passages[0] && firstResult.passages[0].heading ? ", " + firstResult.passages[0].heading : "")
      + ". Arrow keys move through the results.";
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

  function clear() {
    list.replaceChildren();
    list.hidden = true;
    status.textContent = "";
  }

  function search() {
    var query = input.value;
    var ticket = ++latest;
    var started = performance.now();
    return engine.rank(query).then(function (ranked) {
      if (ticket !== latest) return;
      if (ranked.parsed.words.length === 0) {
        clear();
        box.setAttribute("data-shown-query", query);
        return;
      }
      return Promise.all([engine.details(ranked.pages.slice(0, SHOWN)), styled]).then(function (loaded) {
        var results = loaded[0];
        if (ticket !== latest) return;
        render(query, ranked.parsed, results, ranked.pages.length);
        box.setAttribute("data-query-ms", String(Math.round(performance.now() - started)));
        box.setAttribute("data-shown-query", query);
        keepForOffline();
      });
    }).catch(function () {
      if (ticket === latest) message("Search is not available here: it needs the site served over HTTP.");
    });
  }

  // Once a search has been shown, the rest of a small index is loaded in the background, so that later searches
  // work without the network.
  var offlineLimit = 4 * 1024 * 1024;
  var keeping = false;
  function keepForOffline() {
    var meta = engine.meta;
    if (keeping || !meta || meta.bytes > offlineLimit) return;
    keeping = true;
    setTimeout(function () {
      var paths = meta.shards.map(function (s) { return "search/terms/" + s + ".json"; })
        .concat(meta.words.map(function (l) { return "search/words/" + l + ".json"; }));
      for (var p = 0; p < Math.ceil(meta.pages / meta.pageChunk); p++) paths.push("search/pages/" + p + ".json");
      for (var d = 0; d < Math.ceil(meta.documents / meta.docChunk); d++) paths.push("search/docs/" + d + ".json");
      var next = 0;
      (function step() {
        if (next >= paths.length) { box.setAttribute("data-search-offline", "ready"); return; }
        var batch = paths.slice(next, next + 8);
        next += batch.length;
        Promise.all(batch.map(json)).then(step, function () { keeping = false; });
      })();
    }, 1500);
  }

  function links() { return Array.from(list.querySelectorAll("a")); }

  var timer = 0;
  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(search, 120);
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown" && !list.hidden && links().length) {
      event.preventDefault();
      links()[0].focus();
    } else if (event.key === "Escape") {
      input.value = "";
      clearTimeout(timer);
      latest += 1;
      clear();
      box.setAttribute("data-shown-query", "");
    }
  });
  list.addEventListener("keydown", function (event) {
    var all = links();
    var position = all.indexOf(document.activeElement);
    if (event.key === "ArrowDown" && position < all.length - 1) {
      event.preventDefault();
      all[position + 1].focus();
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      (position > 0 ? all[position - 1] : input).focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
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
