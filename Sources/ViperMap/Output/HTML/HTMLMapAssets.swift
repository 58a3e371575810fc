/// The HTML map's style and script, written for it and inlined into every page (no network, no
/// library). The style's `@NAME@` placeholders are the theme's colours.
enum HTMLMapAssets {
    static let style = #"""
    :root { --bg: @BG@; --text: @TEXT@; --panel: @PANEL@; --panel-text: @PANELTEXT@; --border: @BORDER@; --accent: @ACCENT@; }
    * { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; }
    body { background: var(--bg); color: var(--text); font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; display: flex; flex-direction: column; }
    #vm-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; padding: 8px 12px; border-bottom: 1px solid var(--border); }
    #vm-bar h1 { font-size: 16px; margin: 0; }
    .vm-js { display: none; }
    html.js .vm-js { display: flex; }
    html.js aside.vm-js { display: block; }
    html.js aside.vm-js[hidden] { display: none; }
    #vm-search-box { position: relative; align-items: center; gap: 6px; }
    #vm-search { width: 18em; padding: 4px 6px; background: var(--panel); color: var(--panel-text); border: 1px solid var(--border); border-radius: 4px; }
    #vm-results { position: absolute; top: 100%; left: 0; z-index: 5; margin: 2px 0 0; padding: 0; list-style: none; min-width: 100%; max-height: 60vh; overflow: auto; background: var(--panel); color: var(--panel-text); border: 1px solid var(--border); border-radius: 4px; }
    #vm-results:empty { display: none; }
    #vm-results button { display: block; width: 100%; text-align: left; padding: 4px 8px; border: 0; background: none; color: inherit; font: inherit; cursor: pointer; }
    #vm-results button:hover, #vm-results button:focus, #vm-results li.vm-active button { background: var(--accent); color: var(--bg); outline: none; }
    #vm-results small { opacity: 0.75; }
    #vm-tabs, #vm-zoom, #vm-kinds { gap: 4px; align-items: center; }
    #vm-kinds label { display: inline-flex; align-items: center; gap: 2px; margin-right: 6px; }
    button { font: inherit; color: var(--panel-text); background: var(--panel); border: 1px solid var(--border); border-radius: 4px; padding: 2px 8px; cursor: pointer; }
    button[aria-pressed="true"] { border-color: var(--accent); box-shadow: inset 0 -2px 0 var(--accent); }
    button:focus-visible, input:focus-visible, #vm-stage:focus-visible, a:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
    #vm-main { flex: 1; display: flex; min-height: 0; }
    #vm-stage { flex: 1; overflow: auto; min-width: 0; }
    html.js #vm-stage { overflow: hidden; touch-action: none; cursor: grab; }
    html.js #vm-stage.vm-dragging { cursor: grabbing; }
    .vm-view[hidden] { display: none; }
    html.js .vm-view, html.js .vm-view svg { width: 100%; height: 100%; display: block; }
    #vm-panel { width: 24em; max-width: 45vw; overflow: auto; padding: 10px 14px; border-left: 1px solid var(--border); background: var(--panel); color: var(--panel-text); }
    #vm-panel h2 { font-size: 17px; margin: 0 0 2px; }
    #vm-panel h3 { font-size: 13px; margin: 12px 0 4px; text-transform: uppercase; letter-spacing: 0.04em; opacity: 0.8; }
    #vm-panel ul, #vm-panel ol { margin: 0; padding-left: 1.2em; }
    #vm-panel li { margin: 2px 0; overflow-wrap: anywhere; }
    #vm-panel a, #vm-panel .vm-link { color: var(--accent); }
    #vm-panel .vm-link { background: none; border: 0; padding: 0; text-decoration: underline; cursor: pointer; }
    #vm-panel .vm-muted { opacity: 0.75; font-size: 12px; overflow-wrap: anywhere; }
    #vm-panel .vm-close { float: right; }
    g.node { cursor: pointer; }
    svg.vm-focus g.node, svg.vm-focus g.edge { opacity: 0.25; transition: opacity 0.15s; }
    svg.vm-focus g.vm-lit { opacity: 1; }
    g.vm-selected > path, g.vm-selected > polygon, g.vm-selected > ellipse, g.vm-selected a > path, g.vm-selected a > polygon, g.vm-selected a > ellipse { stroke: var(--accent); stroke-width: 3px; }
    g.edge.vm-path path { stroke-width: 3.5px; }
    #vm-nav.vm-hide-push g.vm-kind-push, #vm-nav.vm-hide-present g.vm-kind-present, #vm-nav.vm-hide-root g.vm-kind-root,
    #vm-nav.vm-hide-embed g.vm-kind-embed, #vm-nav.vm-hide-pop g.vm-kind-pop, #vm-nav.vm-hide-dismiss g.vm-kind-dismiss,
    #vm-nav.vm-hide-unknown g.vm-kind-unknown { display: none; }
    """#

    static let script = #"""
    (function () {
      'use strict';
      var doc = document, body = doc.body;
      var data = JSON.parse(doc.getElementById('vm-index').textContent);
      doc.documentElement.classList.add('js');
      var byName = {}, byNode = {};
      data.modules.forEach(function (m) {
        byName[m.name] = m; byNode[m.id] = m; byNode[m.did] = m;
        // A component's file inside its module's folder is written ~/rest.
        m.components.forEach(function (c) { if (c.f.indexOf('~/') === 0) c.f = m.path + c.f.slice(1); });
      });
      var stage = doc.getElementById('vm-stage');
      var views = { nav: doc.getElementById('vm-nav'), deps: doc.getElementById('vm-deps') };
      var current = 'nav';
      var boxes = {};

      function svgOf(view) { return views[view] ? views[view].querySelector('svg') : null; }
      function el(tag, text, cls) { var e = doc.createElement(tag); if (text != null) e.textContent = text; if (cls) e.className = cls; return e; }

      // Pan and zoom: the SVG's viewBox is the camera.
      function prepare(view) {
        var svg = svgOf(view);
        if (!svg) return;
        var vb = svg.viewBox.baseVal;
        boxes[view] = { x: vb.x, y: vb.y, w: vb.width, h: vb.height, full: { x: vb.x, y: vb.y, w: vb.width, h: vb.height } };
        svg.removeAttribute('width');
        svg.removeAttribute('height');
        svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
      }
      function apply(view) {
        var b = boxes[view], svg = svgOf(view);
        if (b && svg) svg.setAttribute('viewBox', [b.x, b.y, b.w, b.h].join(' '));
      }
      function fit() { var b = boxes[current]; if (!b) return; b.x = b.full.x; b.y = b.full.y; b.w = b.full.w; b.h = b.full.h; apply(current); }
      function toSvg(clientX, clientY) {
        var svg = svgOf(current), p = svg.createSVGPoint();
        p.x = clientX; p.y = clientY;
        var m = svg.getScreenCTM();
        return m ? p.matrixTransform(m.inverse()) : { x: 0, y: 0 };
      }
      function zoom(factor, cx, cy) {
        var b = boxes[current];
        if (!b) return;
        var w = Math.min(Math.max(b.w * factor, b.full.w / 50), b.full.w * 20);
        factor = w / b.w;
        if (cx == null) { cx = b.x + b.w / 2; cy = b.y + b.h / 2; }
        b.x = cx - (cx - b.x) * factor; b.y = cy - (cy - b.y) * factor;
        b.w = w; b.h = b.h * factor;
        apply(current);
      }
      function pan(dx, dy) { var b = boxes[current]; if (!b) return; b.x += dx * b.w; b.y += dy * b.h; apply(current); }
      function centreOn(node) {
        var b = boxes[current], svg = svgOf(current);
        if (!b || !node) return;
        var r = node.getBoundingClientRect();
        var c = toSvg(r.left + r.width / 2, r.top + r.height / 2);
        var sr = svg.getBoundingClientRect();
        var perPixel = sr.width > 0 ? b.w / sr.width : 1;
        // Close enough to read a module's name: at most 2.5 SVG units per screen pixel.
        if (perPixel > 2.5) { var f = 2.5 / perPixel; b.w *= f; b.h *= f; }
        b.x = c.x - b.w / 2; b.y = c.y - b.h / 2;
        apply(current);
      }

      stage.addEventListener('wheel', function (e) {
        if (!boxes[current]) return;
        e.preventDefault();
        var p = toSvg(e.clientX, e.clientY);
        zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y);
      }, { passive: false });
      var drag = null;
      stage.addEventListener('pointerdown', function (e) {
        if (e.button !== 0) return;
        drag = { x: e.clientX, y: e.clientY, moved: false };
      });
      window.addEventListener('pointermove', function (e) {
        if (!drag || !boxes[current]) return;
        var svg = svgOf(current), r = svg.getBoundingClientRect();
        var dx = e.clientX - drag.x, dy = e.clientY - drag.y;
        if (!drag.moved && Math.abs(dx) + Math.abs(dy) < 4) return;
        drag.moved = true;
        stage.classList.add('vm-dragging');
        var scale = Math.max(boxes[current].w / r.width, boxes[current].h / r.height);
        boxes[current].x -= dx * scale; boxes[current].y -= dy * scale;
        drag.x = e.clientX; drag.y = e.clientY;
        apply(current);
      });
      window.addEventListener('pointerup', function () { setTimeout(function () { drag = null; }, 0); stage.classList.remove('vm-dragging'); });
      stage.addEventListener('keydown', function (e) {
        var keys = { '+': function () { zoom(1 / 1.25); }, '=': function () { zoom(1 / 1.25); }, '-': function () { zoom(1.25); },
          '0': fit, 'f': fit, 'ArrowLeft': function () { pan(-0.1, 0); }, 'ArrowRight': function () { pan(0.1, 0); },
          'ArrowUp': function () { pan(0, -0.1); }, 'ArrowDown': function () { pan(0, 0.1); } };
        if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
      });
      doc.getElementById('vm-zoom-in').addEventListener('click', function () { zoom(1 / 1.25); });
      doc.getElementById('vm-zoom-out').addEventListener('click', function () { zoom(1.25); });
      doc.getElementById('vm-fit').addEventListener('click', fit);

      // Navigation in and out of each module, and the lines it touches.
      var outOf = {}, into = {}, linesOf = {};
      data.navigation.forEach(function (n) {
        (outOf[n.f] = outOf[n.f] || []).push(n);
        (into[n.t] = into[n.t] || []).push(n);
        [n.f, n.t].forEach(function (name) { (linesOf[name] = linesOf[name] || {})[n.id] = true; });
      });
      function nodeOf(name, view) {
        var m = byName[name];
        if (!m) return name === 'App' && data.app && view === 'nav' ? doc.getElementById(data.app) : null;
        return doc.getElementById(view === 'deps' ? m.did : m.id);
      }
      function nameOfNode(g) {
        if (data.app && g.id === data.app) return 'App';
        var m = byNode[g.id];
        return m ? m.name : null;
      }

      // Hover: a module's lines lit, the rest dimmed.
      function light(names, lines) {
        var svg = svgOf(current);
        if (!svg) return;
        svg.classList.add('vm-focus');
        names.forEach(function (name) { var g = nodeOf(name, current); if (g) g.classList.add('vm-lit'); });
        Object.keys(lines || {}).forEach(function (id) { var g = doc.getElementById(id); if (g) g.classList.add('vm-lit'); });
      }
      function unlight() {
        var svg = svgOf(current);
        if (!svg || pathShown) return;
        svg.classList.remove('vm-focus');
        Array.prototype.forEach.call(svg.querySelectorAll('.vm-lit'), function (g) { g.classList.remove('vm-lit'); });
      }
      Object.keys(views).forEach(function (view) {
        var svg = svgOf(view);
        if (!svg) return;
        Array.prototype.forEach.call(svg.querySelectorAll('g.node'), function (g) {
          var name = nameOfNode(g);
          if (!name) return;
          g.addEventListener('mouseenter', function () {
            if (pathShown) return;
            // The module and its neighbours: by navigation on the navigation map, by dependency on the other.
            var names = [name];
            if (view === 'nav') {
              (outOf[name] || []).forEach(function (n) { names.push(n.t); });
              (into[name] || []).forEach(function (n) { names.push(n.f); });
            } else {
              data.dependencies.forEach(function (d) { if (d.k === 'module' && (d.f === name || d.t === name)) names.push(d.f, d.t); });
            }
            light(names, view === 'nav' ? linesOf[name] : {});
          });
          g.addEventListener('mouseleave', unlight);
          g.addEventListener('click', function (e) { if (drag && drag.moved) return; e.preventDefault(); select(name, false); });
        });
      });

      // Toggles per navigation kind.
      var kinds = doc.getElementById('vm-kinds');
      data.kinds.forEach(function (kind) {
        var label = el('label'), box = el('input');
        box.type = 'checkbox'; box.checked = true; box.id = 'vm-kind-' + kind;
        box.addEventListener('change', function () { views.nav.classList.toggle('vm-hide-' + kind, !box.checked); });
        label.appendChild(box); label.appendChild(doc.createTextNode(kind));
        kinds.appendChild(label);
      });

      // Tabs: navigation and dependencies.
      function show(view) {
        if (!views[view]) return;
        current = view;
        Object.keys(views).forEach(function (v) { if (views[v]) views[v].hidden = v !== view; });
        ['nav', 'deps'].forEach(function (v) { var b = doc.getElementById('vm-tab-' + v); if (b) b.setAttribute('aria-pressed', String(v === view)); });
        kinds.style.visibility = view === 'nav' ? 'visible' : 'hidden';
        if (selected) mark(selected);
      }
      ['nav', 'deps'].forEach(function (v) { var b = doc.getElementById('vm-tab-' + v); if (b) b.addEventListener('click', function () { show(v); }); });

      // Search: modules, components and contracts by name, as you type.
      var search = doc.getElementById('vm-search'), results = doc.getElementById('vm-results');
      var entries = [];
      data.modules.forEach(function (m) {
        entries.push({ text: m.name, module: m.name, what: 'module' });
        m.components.forEach(function (c) { entries.push({ text: c.n, module: m.name, what: c.r + ' in ' + m.name }); });
        m.contracts.forEach(function (c) { entries.push({ text: c, module: m.name, what: 'contract in ' + m.name }); });
      });
      function find(query) {
        var q = query.trim().toLowerCase();
        if (!q) return [];
        var hits = entries.filter(function (e) { return e.text.toLowerCase().indexOf(q) >= 0; });
        hits.sort(function (a, b) {
          var ra = (a.text.toLowerCase() === q ? 0 : a.text.toLowerCase().indexOf(q) === 0 ? 1 : 2) + (a.what === 'module' ? 0 : 0.5);
          var rb = (b.text.toLowerCase() === q ? 0 : b.text.toLowerCase().indexOf(q) === 0 ? 1 : 2) + (b.what === 'module' ? 0 : 0.5);
          return ra - rb || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
        });
        return hits.slice(0, 20);
      }
      var hits = [], active = 0;
      function list() {
        results.textContent = '';
        hits.forEach(function (hit, i) {
          var li = el('li'), b = el('button');
          li.setAttribute('role', 'option');
          if (i === active) li.className = 'vm-active';
          b.type = 'button';
          b.appendChild(doc.createTextNode(hit.text + ' '));
          b.appendChild(el('small', hit.what));
          b.addEventListener('click', function () { choose(hit); });
          li.appendChild(b);
          results.appendChild(li);
        });
        body.setAttribute('data-vipermap-hits', String(hits.length));
      }
      function choose(hit) { hits = []; list(); select(hit.module, false); }
      search.addEventListener('input', function () { hits = find(search.value); active = 0; list(); });
      search.addEventListener('keydown', function (e) {
        if (e.key === 'ArrowDown') { active = Math.min(active + 1, hits.length - 1); list(); e.preventDefault(); }
        else if (e.key === 'ArrowUp') { active = Math.max(active - 1, 0); list(); e.preventDefault(); }
        else if (e.key === 'Enter' && hits.length) { choose(hits[active]); e.preventDefault(); }
        else if (e.key === 'Escape') { hits = []; list(); }
      });
      doc.addEventListener('keydown', function (e) {
        if (e.key === '/' && doc.activeElement !== search) { e.preventDefault(); search.focus(); }
        else if (e.key === 'Escape' && doc.activeElement !== search) { closePanel(); }
      });

      // The panel: a module's components by role, contracts, navigation, dependencies, the way in.
      var panel = doc.getElementById('vm-panel'), selected = null, pathShown = false;
      function location(file, line) {
        var text = file + ':' + line;
        if (!data.source) return el('span', text, 'vm-muted');
        var a = el('a', text, 'vm-muted');
        a.href = data.source.split('{path}').join(file).split('{line}').join(String(line));
        return a;
      }
      function moduleButton(name) {
        if (!byName[name]) return el('span', name);
        var b = el('button', name, 'vm-link');
        b.type = 'button';
        b.addEventListener('click', function () { select(name, false); });
        return b;
      }
      function section(title, items) {
        if (!items.length) return;
        panel.appendChild(el('h3', title));
        var ul = el('ul');
        items.forEach(function (item) { var li = el('li'); item.forEach(function (part) { li.appendChild(typeof part === 'string' ? doc.createTextNode(part) : part); }); ul.appendChild(li); });
        panel.appendChild(ul);
      }
      function closePanel() { panel.hidden = true; clearPath(); selected = null; body.removeAttribute('data-vipermap-selected'); clearMarks(); }
      function clearMarks() { Array.prototype.forEach.call(doc.querySelectorAll('.vm-selected'), function (g) { g.classList.remove('vm-selected'); }); }
      function mark(name) {
        clearMarks();
        var g = nodeOf(name, current);
        if (g) { g.classList.add('vm-selected'); centreOn(g); }
      }
      function select(name, withPath) {
        var m = byName[name];
        if (!m) return false;
        selected = name;
        clearPath();
        mark(name);
        body.setAttribute('data-vipermap-selected', name);
        if (history.replaceState) history.replaceState(null, '', '#module=' + encodeURIComponent(name));
        panel.textContent = '';
        var close = el('button', '\u00d7', 'vm-close');
        close.type = 'button'; close.setAttribute('aria-label', 'close'); close.addEventListener('click', closePanel);
        panel.appendChild(close);
        panel.appendChild(el('h2', m.name));
        if (m.path) panel.appendChild(el('div', m.path, 'vm-muted'));
        if (m.targets && m.targets.length) panel.appendChild(el('div', (m.targets.length > 1 ? 'targets ' : 'target ') + m.targets.join(', '), 'vm-muted vm-targets'));
        if (m.docs) { var d = el('a', 'Docs page'); d.href = m.docs; panel.appendChild(d); }
        var way = el('button', 'How do I get here?');
        way.type = 'button'; way.id = 'vm-way';
        way.addEventListener('click', function () { showPath(name); });
        panel.appendChild(el('div')).appendChild(way);
        var pathBox = el('div'); pathBox.id = 'vm-path'; panel.appendChild(pathBox);
        // Components come sorted by role (view, presenter, interactor, router, entity, builder, worker, other).
        var roles = {}, order = [];
        m.components.forEach(function (c) { if (!roles[c.r]) { roles[c.r] = []; order.push(c.r); } roles[c.r].push(c); });
        order.forEach(function (role) {
          section(role, roles[role].map(function (c) { return [c.n + ' ', location(c.f, c.l)]; }));
        });
        section('contracts', m.contracts.map(function (c) { return [c]; }));
        section('navigates to', (outOf[name] || []).map(function (n) { return [moduleButton(n.t), ' ' + n.k + ' \u00b7 ' + n.v + ' ', location(n.file, n.line)]; }));
        section('reached from', (into[name] || []).map(function (n) { return [moduleButton(n.f), ' ' + n.k + ' \u00b7 ' + n.v + ' ', location(n.file, n.line)]; }));
        // Where the scan stopped following this module's navigation: the map may miss an edge there.
        section('not followed', (m.gaps || []).map(function (g) { return [location(g.f, g.l), ' ' + g.m]; }));
        var uses = data.dependencies.filter(function (d) { return d.f === name; });
        var usedBy = data.dependencies.filter(function (d) { return d.t === name && d.k === 'module'; });
        section('depends on', uses.map(function (d) { return [moduleButton(d.t), ' (' + d.k + ')' + (d.r.length ? ': ' + d.r.join('; ') : '')]; }));
        section('used by', usedBy.map(function (d) { return [moduleButton(d.f), d.r.length ? ': ' + d.r.join('; ') : '']; }));
        panel.hidden = false;
        if (withPath) showPath(name);
        return true;
      }

      // How do I get here: the shortest forward path from the app's entry.
      function shortest(target) {
        var back = { pop: true, dismiss: true };
        var prev = {}, seen = {}, queue = data.entry.slice();
        queue.forEach(function (s) { seen[s] = true; });
        if (seen[target]) return [];
        for (var i = 0; i < queue.length; i++) {
          var at = queue[i];
          var steps = (outOf[at] || []).filter(function (n) { return !back[n.k] && n.t !== at; });
          for (var j = 0; j < steps.length; j++) {
            var n = steps[j];
            if (seen[n.t]) continue;
            seen[n.t] = true; prev[n.t] = n; queue.push(n.t);
            if (n.t === target) {
              var path = [], cur = target;
              while (prev[cur]) { path.unshift(prev[cur]); cur = prev[cur].f; }
              return path;
            }
          }
        }
        return null;
      }
      function clearPath() {
        pathShown = false;
        Array.prototype.forEach.call(doc.querySelectorAll('.vm-path'), function (g) { g.classList.remove('vm-path'); });
        body.removeAttribute('data-vipermap-path');
        unlight();
      }
      function showPath(name) {
        clearPath();
        if (current !== 'nav') show('nav');
        var box = doc.getElementById('vm-path');
        box.textContent = '';
        var path = shortest(name);
        if (path === null) {
          box.appendChild(el('p', 'No forward navigation leads here from the entry (' + data.entry.join(', ') + ').'));
          body.setAttribute('data-vipermap-path', '');
          return;
        }
        if (!path.length) { box.appendChild(el('p', name + ' is where the app starts.')); body.setAttribute('data-vipermap-path', name); return; }
        var ol = el('ol'), names = [path[0].f], lines = {};
        path.forEach(function (n) {
          var li = el('li');
          li.appendChild(moduleButton(n.f)); li.appendChild(doc.createTextNode(' \u2192 ')); li.appendChild(moduleButton(n.t));
          li.appendChild(doc.createTextNode(' ' + n.k + ' \u00b7 ' + n.v + ' '));
          li.appendChild(location(n.file, n.line));
          ol.appendChild(li);
          names.push(n.t); lines[n.id] = true;
        });
        box.appendChild(el('h3', 'the way in from ' + (data.entry.length === 1 ? data.entry[0] : 'the entry')));
        box.appendChild(ol);
        light(names, lines);
        Object.keys(lines).forEach(function (id) { var g = doc.getElementById(id); if (g) g.classList.add('vm-path'); });
        pathShown = true;
        body.setAttribute('data-vipermap-path', names.join(' > '));
      }

      prepare('nav'); prepare('deps');
      // A link to a module opens the map on it: #module=Name, #path=Name (with its way in), #search=text.
      function fromHash() {
        var hash;
        try { hash = decodeURIComponent(window.location.hash.slice(1)); } catch (e) { return; }  // a malformed link opens the plain map
        var eq = hash.indexOf('=');
        if (eq < 0) return;
        var key = hash.slice(0, eq), value = hash.slice(eq + 1);
        if (key === 'module') select(value, false);
        else if (key === 'path') select(value, true);
        else if (key === 'search') { search.value = value; hits = find(value); active = 0; list(); if (hits.length) choose(hits[0]); }
      }
      window.addEventListener('hashchange', fromHash);
      fromHash();
      // How long the page took to be ready, from navigation start (the benchmark reads it).
      if (window.performance) body.setAttribute('data-vipermap-ready-ms', String(Math.round(performance.now())));
      body.setAttribute('data-vipermap-ready', '1');
    })();
    """#
}
