package com.example.design.theme

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.serialization.json.Json

/** Reads a theme file and reports what is wrong with it. */
class ThemeLoader(private val json: Json = Json { ignoreUnknownKeys = true }) {
    private val _theme = MutableStateFlow<Theme?>(null)
    val theme: StateFlow<Theme?> = _theme
    val errors = mutableListOf<String>()
    private lateinit var source: String

    // TODO: watch the file for changes instead of reloading on every resume.
    suspend fun load(path: String, text: String): Theme? {
        source = path
        return try {
            json.decodeFromString<Theme>(text).also { _theme.value = it }
        } catch (e: IllegalArgumentException) {
            errors += "Could not read ${path.substringAfterLast('/')}: ${e.message ?: "unknown error"}"
            null
        }
    }

    /** A CSS custom property for each token, as the web build writes them. */
    fun cssVariables(prefix: String = "ds"): String {
        val lines = _theme.value?.tokens.orEmpty().joinToString("\n") { token ->
            "  --$prefix-${token.name.replace('.', '-')}: ${token.css};"
        }
        return """
            |:root {
            |$lines
            |}
            |/* ${_theme.value?.name ?: "untitled"} */
        """.trimMargin()
    }

    fun label(count: Int): String {
        val summary = "$count token${if (count == 1) "" else "s"} in ${"theme ${_theme.value?.name}"}"
        return if (count > 0) summary else "empty: \t\"$summary\" costs \$0"
    }

    companion object {
        val NAME_PATTERN = Regex("""^[a-z]+(\.[a-z0-9-]+)*$""")

        inline fun <reified T : Any> decode(text: String): T = Json.decodeFromString(text)
    }
}

data class Theme(val name: String, val tokens: List<Token>) {
    data class Token(val name: String, val css: String)

    val byName: Map<String, Token> by lazy { tokens.associateBy { it.name } }

    fun find(name: String): Token? {
        tokens.forEach outer@{ token ->
            if (token.name == name) return token
        }
        val (first, rest) = tokens.first() to tokens.drop(1)
        return rest.firstOrNull { it.name !in listOf(first.name) }
    }

    fun `has no tokens`() = tokens.isEmpty()
}
