/// The HTML map's script, written for it and inlined into every page (no network, no library).
enum HTMLMapScript {
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
      // A big app's map has levels: the features overview (0), then one picture per feature.
      var levels = data.levels || null, level = 0;
      function levelDiv(n) { return doc.getElementById('vm-level-' + n); }
      function svgOf(view) {
        if (view === 'nav') { var d = levelDiv(level); return d ? d.querySelector('svg') : null; }
        return views[view] ? views[view].querySelector('svg') : null;
      }
      function boxOf(view) { var svg = svgOf(view); return svg ? svg.__vmBox : null; }
      function el(tag, text, cls) { var e = doc.createElement(tag); if (text != null) e.textContent = text; if (cls) e.className = cls; return e; }

      // Pan and zoom: the SVG's viewBox is the camera.
      function prepare(svg) {
        if (!svg) return;
        var vb = svg.viewBox.baseVal;
        svg.__vmBox = { x: vb.x, y: vb.y, w: vb.width, h: vb.height, full: { x: vb.x, y: vb.y, w: vb.width, h: vb.height } };
        svg.removeAttribute('width');
        svg.removeAttribute('height');
        svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
      }
      function apply(view) {
        var b = boxOf(view), svg = svgOf(view);
        if (b && svg) svg.setAttribute('viewBox', [b.x, b.y, b.w, b.h].join(' '));
        if (view === current) minimap();
      }
      function fit() { var b = boxOf(current); if (!b) return; b.x = b.full.x; b.y = b.full.y; b.w = b.full.w; b.h = b.full.h; apply(current); }
      // The minimap: the whole picture, small, with the part on screen outlined (shown when zoomed in).
      var mini = doc.getElementById('vm-mini'), miniOf = null;
      function minimap() {
        var svg = svgOf(current), b = boxOf(current);
        if (!mini || !svg || !b) return;
        var whole = b.w >= b.full.w * 0.98 && b.h >= b.full.h * 0.98;
        mini.hidden = whole;
        if (whole) return;
        if (miniOf !== svg) {
          mini.textContent = '';
          var copy = svg.cloneNode(true);
          Array.prototype.forEach.call(copy.querySelectorAll('[id]'), function (e) { e.removeAttribute('id'); });
          copy.removeAttribute('id');
          copy.setAttribute('viewBox', [b.full.x, b.full.y, b.full.w, b.full.h].join(' '));
          copy.setAttribute('preserveAspectRatio', 'xMidYMid meet');
          var r = doc.createElementNS('http://www.w3.org/2000/svg', 'rect');
          r.setAttribute('class', 'vm-view-box');
          r.setAttribute('stroke-width', String(Math.max(b.full.w, b.full.h) / 100));
          copy.appendChild(r);
          mini.appendChild(copy);
          miniOf = svg;
        }
        var rect = mini.querySelector('rect.vm-view-box');
        rect.setAttribute('x', b.x); rect.setAttribute('y', b.y); rect.setAttribute('width', b.w); rect.setAttribute('height', b.h);
      }
      // Open a picture at a zoom where module labels read (at least 12 px), on the entry and its
      // neighbours; a picture that reads whole is fitted whole.
      \#(HTMLMapCamera.script)

      stage.addEventListener('wheel', function (e) {
        if (!boxOf(current)) return;
        e.preventDefault();
        var p = toSvg(e.clientX, e.clientY);
        zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y);
        // Semantic zoom: zoomed in well over a feature, its own map opens.
        var g = e.deltaY < 0 && e.target.closest ? e.target.closest('g.node') : null, b = boxOf(current);
        if (g && /^vmf[0-9]+$/.test(g.id) && b.w < b.full.w / 2.5) openLevel(+g.id.slice(3));
      }, { passive: false });
      var drag = null;
      stage.addEventListener('pointerdown', function (e) {
        if (e.button !== 0) return;
        drag = { x: e.clientX, y: e.clientY, moved: false };
      });
      window.addEventListener('pointermove', function (e) {
        if (!drag || !boxOf(current)) return;
        var svg = svgOf(current), r = svg.getBoundingClientRect();
        var dx = e.clientX - drag.x, dy = e.clientY - drag.y;
        if (!drag.moved && Math.abs(dx) + Math.abs(dy) < 4) return;
        drag.moved = true;
        stage.classList.add('vm-dragging');
        var scale = Math.max(boxOf(current).w / r.width, boxOf(current).h / r.height);
        boxOf(current).x -= dx * scale; boxOf(current).y -= dy * scale;
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
      var pictures = [];
      Array.prototype.forEach.call(views.nav.querySelectorAll('svg'), function (svg) { pictures.push(['nav', svg]); });
      if (views.deps) Array.prototype.forEach.call(views.deps.querySelectorAll('svg'), function (svg) { pictures.push(['deps', svg]); });
      pictures.forEach(function (pair) {
        var view = pair[0], svg = pair[1];
        prepare(svg);
        Array.prototype.forEach.call(svg.querySelectorAll('g.node'), function (g) {
          if (/^vmf[0-9]+$/.test(g.id)) {
            g.addEventListener('click', function (e) { if (drag && drag.moved) return; e.preventDefault(); openLevel(+g.id.slice(3)); });
            return;
          }
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
        label.appendChild(box);
        // The legend is the control: each kind's toggle shows its line.
        var st = (data.kindStyles || {})[kind];
        if (st) {
          var ns = 'http://www.w3.org/2000/svg', sw = doc.createElementNS(ns, 'svg'), line = doc.createElementNS(ns, 'line'), head = doc.createElementNS(ns, 'path');
          sw.setAttribute('width', '26'); sw.setAttribute('height', '10'); sw.setAttribute('aria-hidden', 'true');
          line.setAttribute('x1', '1'); line.setAttribute('y1', '5'); line.setAttribute('x2', '20'); line.setAttribute('y2', '5');
          line.setAttribute('stroke', st.c); line.setAttribute('stroke-width', st.s === 'bold' ? '2' : '1.2');
          if (st.s === 'dashed') line.setAttribute('stroke-dasharray', '4,2');
          if (st.s === 'dotted') line.setAttribute('stroke-dasharray', '1,2');
          head.setAttribute('d', 'M19,1.5L25,5L19,8.5Z'); head.setAttribute('stroke', st.c);
          head.setAttribute('fill', /^(empty|odot|onormal)$/.test(st.h) ? 'none' : st.c);
          sw.appendChild(line); sw.appendChild(head); label.appendChild(sw);
        }
        label.appendChild(doc.createTextNode(kind));
        kinds.appendChild(label);
      });

      // Levels: the features overview, a feature's map, the trail back up.
      var crumbs = doc.getElementById('vm-crumbs');
      function openLevel(n) {
        if (!levels || !levels[n] || !levelDiv(n)) return;
        if (current !== 'nav') show('nav');
        level = n;
        Array.prototype.forEach.call(views.nav.querySelectorAll('.vm-level'), function (d) { d.hidden = d.id !== 'vm-level-' + n; });
        body.setAttribute('data-vipermap-level', levels[n].name);
        crumbs.textContent = '';
        var trail = [], at = n;
        while (at >= 0) { trail.unshift(at); at = levels[at].parent; }
        trail.forEach(function (i, k) {
          if (k) crumbs.appendChild(doc.createTextNode(' \u203a '));
          var b = el('button', levels[i].name + (i ? ' (' + levels[i].count + ')' : ''));
          b.type = 'button';
          if (i === n) b.setAttribute('aria-current', 'true');
          b.addEventListener('click', function () { openLevel(i); });
          crumbs.appendChild(b);
        });
        crumbs.hidden = false;
        opening();
      }

      // Tabs: navigation and dependencies.
      function show(view) {
        if (!views[view]) return;
        current = view;
        Object.keys(views).forEach(function (v) { if (views[v]) views[v].hidden = v !== view; });
        if (boxOf(view) && !boxOf(view).opened) { boxOf(view).opened = true; opening(); }
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
        var m = byName[name];
        if (levels && current === 'nav' && m && m.lv != null && m.lv !== level) openLevel(m.lv);
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
        if (m.about) panel.appendChild(el('p', m.about, 'vm-about'));
        if (m.pic) { var pic = el('img', '', 'vm-screen'); pic.src = m.pic; pic.alt = m.pf; pic.title = m.pf; panel.appendChild(pic); }
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
        // Ways in from outside beside the way in from the entry: the links, notifications, quick actions that open it.
        section('opened from outside', (m.outside || []).map(function (w) { return [w.k + ' ', el('code', w.p), ' ' + w.h + ' \u00b7 ' + w.v + ' ', location(w.f, w.l)]; }));
        section('made by', (m.opens || []).map(function (d) { return [el('code', d)]; }));
        section('uses', (m.services || []).map(function (u) {
          var parts = [u.n + ' (' + u.k + ')'];
          if (u.o.length) { parts.push(', also used by '); u.o.forEach(function (o, i) { if (i) parts.push(', '); parts.push(moduleButton(o)); }); }
          return parts;
        }));
        section('navigates to', (outOf[name] || []).map(function (n) { return [moduleButton(n.t), ' ' + n.k + ' \u00b7 ' + n.v + ' ', location(n.file, n.line)]; }));
        section('reached from', (into[name] || []).map(function (n) { return [moduleButton(n.f), ' ' + n.k + ' \u00b7 ' + n.v + ' ', location(n.file, n.line)]; }));
        // Where the scan stopped following this module's navigation: the map may miss an edge there.
        if (m.cs) panel.appendChild(el('p', 'Transition sites in its code: ' + m.cs + ', followed ' + m.cf + (m.cs > m.cf ? ', not followed ' + (m.cs - m.cf) + ' (below)' : ''), 'vm-cov'));
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

      if (levels) openLevel(0); else opening();
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
