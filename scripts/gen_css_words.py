# Writes Sources/Highlighting/Lexers/CSSWords.swift from Pygments' CSS word lists (what its CSS and SCSS lexers
# recognise), so that Specimen's lexers agree with it on which words are properties and keyword values.
import re, textwrap, inspect
import pygments.lexers.css as css
from pygments.lexers._css_builtins import _css_properties

src = inspect.getsource(css)
block = src[src.index("common_sass_tokens"):]
block = block[block.index("words(_css_properties + (") + len("words(_css_properties + ("):]
block = block[:block.index("), suffix")]
scss_values = re.findall(r"'([^']+)'", block)

def table(name, doc, words):
    words = sorted(set(w for w in words if " " not in w))
    body = ", ".join('"%s"' % w for w in words)
    lines = textwrap.wrap(body, 108, break_on_hyphens=False, break_long_words=False)
    out = "    /// %s\n    static let %s = Keywords([\n" % (doc, name)
    out += "".join("        %s\n" % line for line in lines)
    return out + "    ])\n"

parts = [
    table("properties", "Property names: a keyword before `:` in a block, and where a value names one (`transition-property`).", _css_properties),
    table("valueKeywords", "Keyword values and colour names, constants in a value.", css._keyword_values + css._other_keyword_values + css._color_keywords),
    table("functions", "Functions of CSS's own (`calc`, `rgb`, `translateX`), builtins where other names are functions.", css._functional_notation_keyword_values),
    table("units", "Units after a number (`px`, `rem`, `deg`).", css._all_units),
    table("colors", "Colour names, which SCSS values show as entities.", css._color_keywords),
    table("scssValueWords", "Words SCSS values show as constants besides property names.", scss_values),
]
print("/// The words CSS and SCSS lexing looks up: property names, keyword values, CSS's functions, units; generated from\n/// Pygments' CSS lists (scripts/gen_css_words.py) so that the two agree on what a word is.")
print("enum CSSWords {")
print("    /// Vendor prefixes (`-webkit-`), none the start of another.")
print("    static let vendorPrefixes: [StaticString] = [")
print("".join("        %s\n" % line for line in textwrap.wrap(" ".join('"%s",' % p for p in css._vendor_prefixes), 108)), end="")
print("    ]")
print("\n".join(parts), end="")
print("}")
