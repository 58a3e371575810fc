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
    #vm-kinds svg { vertical-align: middle; margin-right: 2px; }
    .vm-badge circle { fill: #c2410c; stroke: #fff; stroke-width: 1.5; }
    .vm-badge text { fill: #fff; font: bold 10px sans-serif; pointer-events: none; }
    .vm-badge-key { display: inline-flex; align-items: center; gap: 3px; margin-left: 6px; }
    .vm-badge-dot { display: inline-block; min-width: 14px; height: 14px; border-radius: 7px; background: #c2410c; color: #fff; font: bold 9px/14px sans-serif; text-align: center; }
    .vm-cov { margin: 4px 0; }
    .vm-screen { display: block; max-width: 180px; max-height: 360px; margin: 6px 0; border: 1px solid #d1d1d6; border-radius: 6px; }
    #vm-crumbs { gap: 4px; align-items: center; }
    #vm-crumbs[hidden] { display: none; }
    .vm-level[hidden] { display: none; }
    html.js .vm-level { width: 100%; height: 100%; }
    #vm-stage { position: relative; }
    #vm-mini { position: absolute; right: 10px; bottom: 10px; width: 200px; height: 140px; background: var(--bg); border: 1px solid var(--border); border-radius: 4px; opacity: 0.92; pointer-events: none; }
    html.js #vm-mini { display: block; }
    html.js #vm-mini[hidden] { display: none; }
    #vm-mini svg { width: 100%; height: 100%; display: block; }
    #vm-mini rect.vm-view-box { fill: none; stroke: var(--accent); }
    """#
}
