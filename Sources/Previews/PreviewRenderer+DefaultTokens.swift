import DesignTokens

extension PreviewRenderer {
    /// The tokens previews draw with when a site has no tokens.json: a neutral blue and grey palette with the sizes
    /// the layouts need, so that a preview fence renders in any Markdown tree (the benchmark corpus, a first page).
    /// A site with its own tokens.json never falls back to these: a token it lacks is an error at the fence.
    public static let defaultTokens: TokenSet = TokenSet.parse(json: defaultTokensJSON).0

    static let defaultTokensJSON = #"""
{
 "color": {
  "$type": "color",
  "brand": {
   "500": {
    "$value": "#005CE5"
   },
   "100": {
    "$value": "#D2E5FF"
   },
   "300": {
    "$value": "#7AA7EF"
   }
  },
  "neutral": {
   "0": {
    "$value": "#FFFFFF"
   },
   "100": {
    "$value": "#E5EBF4"
   }
  }
 },
 "space": {
  "$type": "dimension",
  "space-0": {
   "$value": "0px"
  },
  "space-2": {
   "$value": "2px"
  },
  "space-4": {
   "$value": "4px"
  },
  "space-8": {
   "$value": "8px"
  },
  "space-20": {
   "$value": "20px"
  }
 },
 "font": {
  "family": {
   "base": {
    "$type": "fontFamily",
    "$value": [
     "Inter",
     "system-ui",
     "-apple-system",
     "Segoe UI",
     "Roboto",
     "sans-serif"
    ]
   }
  }
 },
 "state": {
  "disabled-opacity": {
   "$type": "number",
   "$value": 0.4
  },
  "focus-ring": {
   "$type": "color",
   "$value": "{color.brand.500}"
  },
  "focus-ring-width": {
   "$type": "dimension",
   "$value": "{space.space-2}"
  },
  "focus-ring-offset": {
   "$type": "dimension",
   "$value": "{space.space-2}"
  },
  "pressed-halo-opacity": {
   "$type": "number",
   "$value": 0.16
  }
 },
 "stepper": {
  "color": {
   "$type": "color",
   "bg": {
    "$value": "{color.brand.500}"
   },
   "bg-track": {
    "$value": "{color.brand.100}"
   },
   "bg-completed": {
    "$value": "{color.brand.300}"
   },
   "label": {
    "$value": "{color.brand.500}"
   }
  },
  "size": {
   "$type": "dimension",
   "dot": {
    "$value": "8px"
   },
   "circle": {
    "$value": "45px"
   },
   "ring": {
    "$value": "2px"
   },
   "connector": {
    "$value": "2px"
   },
   "label": {
    "$value": "16px"
   },
   "dash-height": {
    "$value": "4px"
   },
   "dash-length": {
    "$value": "366px"
   },
   "check": {
    "$value": "2px"
   }
  },
  "space": {
   "$type": "dimension",
   "dot-padding": {
    "$value": "{space.space-4}"
   },
   "dot-gap": {
    "$value": "{space.space-0}"
   },
   "circle-gap": {
    "$value": "{space.space-20}"
   },
   "dash-gap": {
    "$value": "{space.space-4}"
   }
  },
  "font": {
   "label-weight": {
    "$type": "fontWeight",
    "$value": 600
   }
  }
 },
 "slider": {
  "color": {
   "$type": "color",
   "track": {
    "bg": {
     "$value": "{color.brand.100}"
    }
   },
   "fill": {
    "$value": "{color.brand.500}"
   },
   "knob": {
    "bg": {
     "$value": "{color.neutral.0}"
    },
    "border": {
     "$value": "{color.neutral.100}"
    }
   },
   "tooltip": {
    "bg": {
     "$value": "{color.brand.500}"
    },
    "text": {
     "$value": "{color.neutral.0}"
    }
   }
  },
  "size": {
   "$type": "dimension",
   "width": {
    "$value": "366px"
   },
   "height": {
    "$value": "28px"
   },
   "track": {
    "$value": "10px"
   },
   "knob": {
    "$value": "16px"
   },
   "knob-pressed": {
    "$value": "24px"
   },
   "halo": {
    "$value": "8px"
   },
   "knob-border": {
    "$value": "1px"
   },
   "tooltip-height": {
    "$value": "20px"
   },
   "tooltip-gap": {
    "$value": "4px"
   },
   "tooltip-radius": {
    "$value": "4px"
   },
   "tooltip-text": {
    "$value": "12px"
   }
  }
 }
}
"""#
}

extension PreviewRenderer {
    /// The built-in tokens each of `components` draws with, by component name: those of ``defaultTokens`` under
    /// its name (`slider/…`), the shared interaction tokens (`state/…`) and the text's font family. A component of a
    /// site's own has none.
    public static func builtInTokens(of components: ComponentRegistry) -> [String: [String]] {
        var byComponent: [String: [String]] = [:]
        let shared = defaultTokens.paths.filter { $0.hasPrefix("state/") || $0 == "font/family/base" }
        for name in components.names {
            let own = defaultTokens.paths.filter { $0.hasPrefix(name + "/") }
            if !own.isEmpty {
                byComponent[name] = own + shared
            }
        }
        return byComponent
    }
}
