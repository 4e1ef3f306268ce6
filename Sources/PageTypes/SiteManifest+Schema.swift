extension SiteManifest {
    /// `site.schema.json`: the JSON Schema (2020-12) that `site.json` follows, published beside it. A change to
    /// what site.json holds changes this in the same commit; the tool suite validates built sites against it.
    package static let schema = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Specimen site.json",
  "description": "The facts of a design-system site Specimen built: pages, components, component pages, tokens and contrast. URLs are relative to the site's root.",
  "type": "object",
  "required": ["$schema", "version", "site", "pages", "criteria", "components", "componentPages", "modes", "tokens", "contrast", "findings"],
  "additionalProperties": false,
  "properties": {
    "$schema": {"const": "site.schema.json"},
    "version": {"const": 1},
    "site": {
      "type": "object",
      "required": ["title", "language"],
      "additionalProperties": false,
      "properties": {
        "title": {"type": "string"},
        "description": {"type": "string"},
        "language": {"type": "string"},
        "baseURL": {"type": "string", "pattern": "/$"},
        "versions": {
          "type": "object",
          "required": ["current", "all"],
          "additionalProperties": false,
          "properties": {
            "current": {"type": "string"},
            "comparedWith": {"type": "string"},
            "all": {
              "type": "array",
              "items": {
                "type": "object",
                "required": ["name", "path", "role"],
                "additionalProperties": false,
                "properties": {
                  "name": {"type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*$"},
                  "tag": {"type": "string"},
                  "path": {"type": "string", "pattern": "^([A-Za-z0-9][A-Za-z0-9._-]*/)?$"},
                  "role": {"enum": ["latest", "older", "next"]}
                }
              }
            }
          }
        }
      }
    },
    "pages": {
      "type": "array",
      "items": {
        "type": "object",
        "required": ["title", "url", "template"],
        "additionalProperties": false,
        "properties": {
          "title": {"type": "string"},
          "url": {"$ref": "#/$defs/url"},
          "markdown": {"type": "string", "pattern": "(^|/)index\\.md$"},
          "summary": {"type": "string"},
          "section": {"type": "string"},
          "template": {"type": "string"},
          "source": {"type": "string", "pattern": "\\.mdx?$"},
          "facts": {"$ref": "#/$defs/fact", "description": "What the page shows from the site's data, as its page type gives it: the fields its Markdown twin writes (a migration page's components and variants, a team's own page type's values). Absent where the page shows none, or where this file holds them elsewhere (the tokens page's tokens, the dashboard's scorecards, a section's pages)."}
        }
      }
    },
    "criteria": {
      "type": "array",
      "items": {
        "type": "object",
        "required": ["id", "name"],
        "additionalProperties": false,
        "properties": {"id": {"type": "string"}, "name": {"type": "string"}}
      }
    },
    "components": {
      "type": "array",
      "items": {
        "type": "object",
        "required": ["name", "summary", "properties"],
        "additionalProperties": false,
        "properties": {
          "name": {"type": "string"},
          "summary": {"type": "string"},
          "properties": {
            "type": "array",
            "items": {
              "type": "object",
              "required": ["name", "kind", "help", "controllable", "required"],
              "additionalProperties": false,
              "properties": {
                "name": {"type": "string"},
                "kind": {"enum": ["number", "flag", "word"]},
                "help": {"type": "string"},
                "controllable": {"type": "boolean"},
                "required": {"type": "boolean"},
                "values": {"type": "array", "items": {"type": "string"}, "minItems": 1, "uniqueItems": true},
                "minimum": {"type": "number"},
                "maximum": {"type": "number"},
                "default": {"type": "string"}
              }
            }
          }
        }
      }
    },
    "componentPages": {
      "type": "array",
      "items": {
        "type": "object",
        "required": ["url", "title", "health", "scorecard", "tokens", "contrast", "previews"],
        "additionalProperties": false,
        "properties": {
          "url": {"$ref": "#/$defs/url"},
          "title": {"type": "string"},
          "family": {"type": "string"},
          "preview": {"type": "string"},
          "verdict": {
            "type": "object",
            "required": ["status", "summary"],
            "additionalProperties": false,
            "properties": {
              "status": {"enum": ["restructure", "refine", "ready"]},
              "summary": {"type": "string"}
            }
          },
          "health": {
            "type": "array",
            "items": {
              "type": "object",
              "required": ["aspect", "status", "note"],
              "additionalProperties": false,
              "properties": {"aspect": {"type": "string"}, "status": {"type": "string"}, "note": {"type": "string"}}
            }
          },
          "scorecard": {
            "type": "array",
            "items": {
              "type": "object",
              "required": ["criterion", "status"],
              "additionalProperties": false,
              "properties": {
                "criterion": {"type": "string"},
                "status": {"enum": ["ready", "needs-refinement", "requires-rework", "not-mapped", "not-applicable"]},
                "note": {"type": "string"}
              }
            }
          },
          "tokens": {
            "type": "array",
            "items": {
              "type": "object",
              "required": ["role", "token"],
              "additionalProperties": false,
              "properties": {"role": {"type": "string"}, "token": {"type": "string"}}
            }
          },
          "assessment": {
            "type": "object",
            "required": ["status", "newlyDrawn", "noLongerDrawn", "changedTokens"],
            "additionalProperties": false,
            "properties": {
              "status": {"enum": ["current", "stale", "not-stamped"]},
              "date": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
              "newlyDrawn": {"type": "array", "items": {"type": "string"}},
              "noLongerDrawn": {"type": "array", "items": {"type": "string"}},
              "changedTokens": {"type": "array", "items": {"type": "string"}}
            }
          },
          "contrast": {"type": "array", "items": {"type": "integer", "minimum": 0}},
          "previews": {
            "type": "array",
            "items": {
              "type": "object",
              "required": ["id", "component", "block", "controls", "initial", "states"],
              "additionalProperties": false,
              "properties": {
                "id": {"type": "string"},
                "component": {"type": "string"},
                "block": {"type": "string"},
                "controls": {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "required": ["property", "label", "kind", "values", "initial"],
                    "additionalProperties": false,
                    "properties": {
                      "property": {"type": "string"},
                      "label": {"type": "string"},
                      "kind": {"enum": ["range", "choice", "toggle"]},
                      "values": {"type": "array", "items": {"type": "string"}, "minItems": 1},
                      "initial": {"type": "string"}
                    }
                  }
                },
                "initial": {"$ref": "#/$defs/state"},
                "states": {"type": "array", "items": {"$ref": "#/$defs/state"}, "minItems": 1}
              }
            }
          }
        }
      }
    },
    "modes": {"type": "array", "items": {"type": "string"}},
    "tokens": {
      "type": "array",
      "items": {
        "type": "object",
        "required": ["path", "type", "value", "modes"],
        "additionalProperties": false,
        "properties": {
          "path": {"type": "string"},
          "type": {"enum": ["color", "dimension", "number", "fontWeight", "fontFamily", "duration", "cubicBezier", "strokeStyle", "border", "transition", "shadow", "gradient", "typography", "other"]},
          "value": {"type": "string"},
          "modes": {"type": "object", "additionalProperties": {"type": "string"}},
          "aliasOf": {"type": "string"},
          "deprecated": {"type": "string"},
          "description": {"type": "string"},
          "file": {"type": "string"},
          "line": {"type": "integer", "minimum": 1},
          "column": {"type": "integer", "minimum": 1}
        }
      }
    },
    "contrast": {
      "type": "array",
      "items": {
        "type": "object",
        "required": ["what", "foreground", "background", "minimum", "fails", "default", "modes"],
        "additionalProperties": false,
        "properties": {
          "what": {"type": "string"},
          "foreground": {"type": "string"},
          "background": {"type": "string"},
          "minimum": {"type": "number", "minimum": 1, "maximum": 21},
          "fails": {"type": "boolean"},
          "default": {"$ref": "#/$defs/measure"},
          "modes": {"type": "object", "additionalProperties": {"oneOf": [{"$ref": "#/$defs/measure"}, {"type": "null"}]}},
          "acceptedBecause": {"type": "string"}
        }
      }
    },
    "findings": {
      "type": "array",
      "items": {
        "type": "object",
        "required": ["code", "message", "file", "line", "column", "accepted"],
        "additionalProperties": false,
        "properties": {
          "code": {"type": "string", "pattern": "^[a-z][a-z-]*(\\.[a-z][a-z-]*)+$"},
          "message": {"type": "string"},
          "file": {"type": "string", "not": {"pattern": "^/"}},
          "line": {"type": "integer", "minimum": 0},
          "column": {"type": "integer", "minimum": 0},
          "subject": {"type": "string"},
          "accepted": {"type": "boolean"}
        }
      }
    }
  },
  "$defs": {
    "url": {"type": "string", "pattern": "^(\\./|[^/].*/)$"},
    "fact": {
      "anyOf": [
        {"type": "string"},
        {"type": "number"},
        {"type": "array", "items": {"$ref": "#/$defs/fact"}},
        {"type": "object", "additionalProperties": {"$ref": "#/$defs/fact"}}
      ]
    },
    "state": {
      "type": "object",
      "required": ["properties", "label", "svg"],
      "additionalProperties": false,
      "properties": {
        "properties": {"type": "object", "additionalProperties": {"type": "string"}},
        "label": {"type": "string"},
        "svg": {"type": "string", "pattern": "^previews/.+\\.svg$"}
      }
    },
    "measure": {
      "type": "object",
      "required": ["ratio", "passes", "foreground", "background"],
      "additionalProperties": false,
      "properties": {
        "ratio": {"type": "number", "minimum": 1, "maximum": 21},
        "passes": {"type": "boolean"},
        "foreground": {"type": "string", "pattern": "^#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$"},
        "background": {"type": "string", "pattern": "^#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$"}
      }
    }
  }
}
"""#
}
