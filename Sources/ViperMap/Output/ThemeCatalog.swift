/// The built-in themes: the same bytes as `Themes/<name>.json` (a test checks they stay equal).
enum ThemeCatalog {
    static let files: [String: String] = [
        "light": #"""
        {
          "app": {
            "border": "#b58900",
            "fill": "#fff4d6",
            "text": "#1a1a1a"
          },
          "background": "#ffffff",
          "cluster": {
            "border": "#c8d3e6",
            "fill": "#ffffff",
            "text": "#4a5a73"
          },
          "edges": {
            "dismiss": {
              "arrowhead": "empty",
              "color": "#8a8a8a",
              "style": "dotted"
            },
            "embed": {
              "arrowhead": "diamond",
              "color": "#2e7d32",
              "style": "solid"
            },
            "pop": {
              "arrowhead": "empty",
              "color": "#8a8a8a",
              "style": "dashed"
            },
            "present": {
              "arrowhead": "vee",
              "color": "#7a3fb0",
              "style": "dashed"
            },
            "push": {
              "arrowhead": "normal",
              "color": "#1f5fa8",
              "style": "solid"
            },
            "root": {
              "arrowhead": "normal",
              "color": "#b03a2e",
              "style": "bold"
            },
            "unknown": {
              "arrowhead": "odot",
              "color": "#555555",
              "style": "dotted"
            }
          },
          "font": "Helvetica",
          "fontSize": 11,
          "framework": {
            "border": "#8a8a8a",
            "fill": "#f2f2f2",
            "text": "#333333"
          },
          "module": {
            "border": "#4a6fa5",
            "fill": "#eef3fb",
            "text": "#1a1a1a"
          },
          "roleShapes": {
            "builder": "component",
            "entity": "note",
            "interactor": "hexagon",
            "other": "box",
            "presenter": "ellipse",
            "router": "diamond",
            "view": "box",
            "worker": "cylinder"
          }
        }
        """#,
        "dark": #"""
        {
          "app": {
            "border": "#e0b84a",
            "fill": "#4a3b12",
            "text": "#f5ecd2"
          },
          "background": "#1e1f24",
          "cluster": {
            "border": "#4a5568",
            "fill": "#1e1f24",
            "text": "#aab4c3"
          },
          "edges": {
            "dismiss": {
              "arrowhead": "empty",
              "color": "#9aa0aa",
              "style": "dotted"
            },
            "embed": {
              "arrowhead": "diamond",
              "color": "#7ee787",
              "style": "solid"
            },
            "pop": {
              "arrowhead": "empty",
              "color": "#9aa0aa",
              "style": "dashed"
            },
            "present": {
              "arrowhead": "vee",
              "color": "#c792ea",
              "style": "dashed"
            },
            "push": {
              "arrowhead": "normal",
              "color": "#6fa8ff",
              "style": "solid"
            },
            "root": {
              "arrowhead": "normal",
              "color": "#ff7b72",
              "style": "bold"
            },
            "unknown": {
              "arrowhead": "odot",
              "color": "#c9d1d9",
              "style": "dotted"
            }
          },
          "font": "Helvetica",
          "fontSize": 11,
          "framework": {
            "border": "#9aa0aa",
            "fill": "#33363d",
            "text": "#d0d4da"
          },
          "module": {
            "border": "#7aa2e3",
            "fill": "#2b3342",
            "text": "#e8ecf2"
          },
          "roleShapes": {
            "builder": "component",
            "entity": "note",
            "interactor": "hexagon",
            "other": "box",
            "presenter": "ellipse",
            "router": "diamond",
            "view": "box",
            "worker": "cylinder"
          }
        }
        """#,
        "high-contrast": #"""
        {
          "app": {
            "border": "#000000",
            "fill": "#ffff00",
            "text": "#000000"
          },
          "background": "#ffffff",
          "cluster": {
            "border": "#000000",
            "fill": "#ffffff",
            "text": "#000000"
          },
          "edges": {
            "dismiss": {
              "arrowhead": "empty",
              "color": "#000000",
              "style": "dotted"
            },
            "embed": {
              "arrowhead": "diamond",
              "color": "#006600",
              "style": "bold"
            },
            "pop": {
              "arrowhead": "empty",
              "color": "#000000",
              "style": "dashed"
            },
            "present": {
              "arrowhead": "vee",
              "color": "#990099",
              "style": "dashed"
            },
            "push": {
              "arrowhead": "normal",
              "color": "#0000cc",
              "style": "solid"
            },
            "root": {
              "arrowhead": "normal",
              "color": "#cc0000",
              "style": "bold"
            },
            "unknown": {
              "arrowhead": "odot",
              "color": "#000000",
              "style": "dotted"
            }
          },
          "font": "Helvetica",
          "fontSize": 11,
          "framework": {
            "border": "#000000",
            "fill": "#e0e0e0",
            "text": "#000000"
          },
          "module": {
            "border": "#000000",
            "fill": "#ffffff",
            "text": "#000000"
          },
          "roleShapes": {
            "builder": "component",
            "entity": "note",
            "interactor": "hexagon",
            "other": "box",
            "presenter": "ellipse",
            "router": "diamond",
            "view": "box",
            "worker": "cylinder"
          }
        }
        """#,
        "print": #"""
        {
          "app": {
            "border": "#000000",
            "fill": "#eeeeee",
            "text": "#000000"
          },
          "background": "#ffffff",
          "cluster": {
            "border": "#777777",
            "fill": "#ffffff",
            "text": "#000000"
          },
          "edges": {
            "dismiss": {
              "arrowhead": "empty",
              "color": "#666666",
              "style": "dotted"
            },
            "embed": {
              "arrowhead": "diamond",
              "color": "#000000",
              "style": "solid"
            },
            "pop": {
              "arrowhead": "empty",
              "color": "#666666",
              "style": "dashed"
            },
            "present": {
              "arrowhead": "vee",
              "color": "#000000",
              "style": "dashed"
            },
            "push": {
              "arrowhead": "normal",
              "color": "#000000",
              "style": "solid"
            },
            "root": {
              "arrowhead": "normal",
              "color": "#000000",
              "style": "bold"
            },
            "unknown": {
              "arrowhead": "odot",
              "color": "#666666",
              "style": "dotted"
            }
          },
          "font": "Helvetica",
          "fontSize": 11,
          "framework": {
            "border": "#555555",
            "fill": "#f5f5f5",
            "text": "#000000"
          },
          "module": {
            "border": "#000000",
            "fill": "#ffffff",
            "text": "#000000"
          },
          "roleShapes": {
            "builder": "component",
            "entity": "note",
            "interactor": "hexagon",
            "other": "box",
            "presenter": "ellipse",
            "router": "diamond",
            "view": "box",
            "worker": "cylinder"
          }
        }
        """#,
    ]
}
