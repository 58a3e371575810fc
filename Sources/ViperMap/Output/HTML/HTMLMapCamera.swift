/// The HTML map's camera, part of its script: where the map opens (the entry's corner, readable), zoom, pan, and
/// centring on a module, always inside the drawing.
enum HTMLMapCamera {
    static let script = #"""
    function opening() {
      openAt();
      // The module labels' rendered height on screen, median (a browser test reads it).
      var svg = svgOf(current);
      if (!svg) return;
      var heights = [];
      Array.prototype.forEach.call(svg.querySelectorAll('g.node text'), function (t) { var h = t.getBoundingClientRect().height; if (h > 0) heights.push(h); });
      heights.sort(function (a, c) { return a - c; });
      if (heights.length) body.setAttribute('data-vipermap-label-px', heights[Math.floor(heights.length / 2)].toFixed(1));
    }
    function openAt() {
      var svg = svgOf(current), b = boxOf(current);
      if (!svg || !b) return;
      fit();
      var sr = svg.getBoundingClientRect();
      if (!sr.width || !sr.height) return;
      var scale = Math.min(sr.width / b.full.w, sr.height / b.full.h);
      if (data.fontSize * scale >= 12.5) return;
      var names = current === 'nav' ? data.entry.slice() : [];
      if (current === 'nav' && data.app) names.unshift('App');
      var near = names.slice();
      names.forEach(function (n) { (outOf[n] || []).forEach(function (e) { near.push(e.t); }); });
      var x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
      near.forEach(function (name) {
        var g = nodeOf(name, current);
        if (!g || !svg.contains(g)) return;
        var r = g.getBoundingClientRect(), p = toSvg(r.left, r.top), q = toSvg(r.right, r.bottom);
        x0 = Math.min(x0, p.x); y0 = Math.min(y0, p.y); x1 = Math.max(x1, q.x); y1 = Math.max(y1, q.y);
      });
      var w = sr.width * data.fontSize / 13, h = w * sr.height / sr.width;
      if (x0 === Infinity) { x0 = b.full.x; y0 = b.full.y; x1 = x0 + w; y1 = y0 + h; }
      // The entry's corner of its neighbourhood when it does not fit: the entry stays on screen.
      var cx = (x1 - x0) > w ? x0 + w / 2 : (x0 + x1) / 2, cy = (y1 - y0) > h ? y0 + h / 2 : (y0 + y1) / 2;
      b.w = w; b.h = h; b.x = cx - w / 2; b.y = cy - h / 2;
      inside(b);
      body.setAttribute('data-vipermap-open', [b.x, b.y, b.w, b.h, b.full.x, b.full.y, b.full.w, b.full.h].map(Math.round).join(' '));
      apply(current);
    }
    // The camera inside the drawing: no empty band beside it when the picture is bigger than the window.
    function inside(b) {
      b.x = b.w >= b.full.w ? b.full.x + (b.full.w - b.w) / 2 : Math.min(Math.max(b.x, b.full.x), b.full.x + b.full.w - b.w);
      b.y = b.h >= b.full.h ? b.full.y + (b.full.h - b.h) / 2 : Math.min(Math.max(b.y, b.full.y), b.full.y + b.full.h - b.h);
    }
    function toSvg(clientX, clientY) {
      var svg = svgOf(current), p = svg.createSVGPoint();
      p.x = clientX; p.y = clientY;
      var m = svg.getScreenCTM();
      return m ? p.matrixTransform(m.inverse()) : { x: 0, y: 0 };
    }
    function zoom(factor, cx, cy) {
      var b = boxOf(current);
      if (!b) return;
      var w = Math.min(Math.max(b.w * factor, b.full.w / 50), b.full.w * 20);
      factor = w / b.w;
      if (cx == null) { cx = b.x + b.w / 2; cy = b.y + b.h / 2; }
      b.x = cx - (cx - b.x) * factor; b.y = cy - (cy - b.y) * factor;
      b.w = w; b.h = b.h * factor;
      apply(current);
    }
    function pan(dx, dy) { var b = boxOf(current); if (!b) return; b.x += dx * b.w; b.y += dy * b.h; apply(current); }
    function centreOn(node) {
      var b = boxOf(current), svg = svgOf(current);
      if (!b || !node || !svg.contains(node)) return;
      var r = node.getBoundingClientRect();
      var c = toSvg(r.left + r.width / 2, r.top + r.height / 2);
      var sr = svg.getBoundingClientRect();
      var perPixel = sr.width > 0 ? b.w / sr.width : 1;
      // Close enough to read a module's name: at most 2.5 SVG units per screen pixel.
      if (perPixel > 2.5) { var f = 2.5 / perPixel; b.w *= f; b.h *= f; }
      b.x = c.x - b.w / 2; b.y = c.y - b.h / 2;
      inside(b);
      body.setAttribute('data-vipermap-centred', [b.x, b.y, b.w, b.h, b.full.x, b.full.y, b.full.w, b.full.h].map(Math.round).join(' '));
      apply(current);
    }
    """#
}
