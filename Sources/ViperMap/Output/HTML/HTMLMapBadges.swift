/// The HTML map's coverage badges: a module whose code has transition sites the scan did not follow gets a
/// small count at its box's corner (its title says what it counts), and the legend explains it once.
enum HTMLMapBadges {
    static let script = #"""
    (function () {
      'use strict';
      var doc = document, data = JSON.parse(doc.getElementById('vm-index').textContent);
      var open = {}, any = false;
      data.modules.forEach(function (m) { if (m.cs > m.cf) { open[m.id] = m.cs - m.cf; any = true; } });
      if (!any) return;
      var ns = 'http://www.w3.org/2000/svg';
      function sites(n) { return n + ' transition site' + (n === 1 ? '' : 's'); }
      Array.prototype.forEach.call(doc.querySelectorAll('#vm-nav svg g.node'), function (g) {
        var n = open[g.id], shape = g.querySelector('polygon, path, ellipse');
        if (!n || !shape) return;
        var b = shape.getBBox(), badge = doc.createElementNS(ns, 'g'), c = doc.createElementNS(ns, 'circle'), t = doc.createElementNS(ns, 'text'), title = doc.createElementNS(ns, 'title');
        badge.setAttribute('class', 'vm-badge');
        c.setAttribute('cx', String(b.x + b.width - 2)); c.setAttribute('cy', String(b.y + 2)); c.setAttribute('r', '8');
        t.setAttribute('x', String(b.x + b.width - 2)); t.setAttribute('y', String(b.y + 5.5)); t.setAttribute('text-anchor', 'middle');
        t.textContent = n > 99 ? '99+' : String(n);
        title.textContent = sites(n) + ' in its code not followed: the map may miss an edge (click the module for where)';
        badge.appendChild(title); badge.appendChild(c); badge.appendChild(t); g.appendChild(badge);
      });
      var kinds = doc.getElementById('vm-kinds');
      if (kinds) {
        var key = doc.createElement('span'), dot = doc.createElement('span');
        key.className = 'vm-badge-key'; dot.className = 'vm-badge-dot'; dot.textContent = 'n';
        key.appendChild(dot); key.appendChild(doc.createTextNode(' transition sites not followed'));
        key.title = 'A module with a count at its corner has calls that show or close a screen which the scan could not follow; its panel lists them.';
        kinds.appendChild(key);
      }
    })();
    """#
}
