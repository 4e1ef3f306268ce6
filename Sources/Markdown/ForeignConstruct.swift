/// A piece of another generator's page syntax that Specimen does not render: a JSX element, a Vue or script
/// block, a Nunjucks, Liquid or Vue template expression, a `:::` container, an ES module line in a Markdown page,
/// an MDX expression, an `<iframe>` embed, or an `@include`/`[[…]]` line. The page shows it as a marked block (or, inside a line, a marked span) and the build
/// warns at its place, so that a team bringing pages over sees what is left to convert.
public struct ForeignConstruct: Sendable, Hashable {
    /// What kind of syntax it is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `<LivePreview …>`, `<TokenList />`: a component of a JSX page (MDX).
        case jsxElement = "JSX element"
        /// `<script setup>`, `<style scoped>`, `<template>`: a Vue single-file component's block, or a script or
        /// style a Markdown page may not run.
        case scriptBlock = "script or style block"
        /// `{{ example({…}) }}`, `{% from … %}`, `{# … #}`: Nunjucks, Liquid, Jinja or Vue template syntax.
        case templateExpression = "template expression"
        /// `::: tip` … `:::`: a VitePress or Docusaurus container, whose text is rendered inside the marked block.
        case container = "::: container"
        /// `import Button from '…'` in a `.md` page (an `.mdx` page's are set aside without a word).
        case moduleLine = "import or export line"
        /// `{props.label}` in an `.mdx` page.
        case mdxExpression = "MDX expression"
        /// `<iframe src="…">`: another site's page (a Storybook story) embedded; shown as its address, not loaded.
        case embed = "embed"
        /// `@include "partials/overview.md"` or `[[code-snippets/badge-basic]]` on a line of its own: a file
        /// another generator puts in the page's place.
        case includeLine = "include line"
    }

    /// What kind of syntax it is.
    public var kind: Kind
    /// How the page and the warning name it: `<LivePreview>`, `{{ example(…) }}`, `::: tip`.
    public var name: String
    /// The 1-based line where it starts in the original file (the caller's line offset included).
    public var line: Int
    /// The 1-based column, in bytes, where it starts.
    public var column: Int

    /// - Parameters:
    ///   - kind: what kind of syntax it is.
    ///   - name: how it is named.
    ///   - line: the line where it starts.
    ///   - column: the column where it starts.
    public init(kind: Kind, name: String, line: Int, column: Int) {
        self.kind = kind
        self.name = name
        self.line = line
        self.column = column
    }

    /// `JSX element <LivePreview>`.
    public var description: String {
        switch kind {
        case .container: name + " container"
        case .moduleLine: kind.rawValue + ": " + name
        default: kind.rawValue + " " + name
        }
    }
}

/// Which other syntax a page is read with, besides Markdown.
public enum ForeignSyntax: Sendable, Hashable {
    /// A `.md` page: constructs of other generators are found and marked; nothing is set aside.
    case markdown
    /// An `.mdx` page: its `import`/`export` lines and `{/* comments */}` are set aside without a word; its JSX
    /// elements, expressions and other constructs are found and marked.
    case mdx
}
