#ifndef SPECIMEN_CINLINETABLE_H
#define SPECIMEN_CINLINETABLE_H

#include <stdbool.h>

/// cmark-gfm keeps the characters that start an extension's inlines (`~` for strikethrough, `:` and `w` for
/// autolinks) in one table for the whole process. Each `cmark_parser_finish` adds its parser's characters to it
/// before parsing inlines and takes them out after, through `cmark_manage_extensions_special_characters`: two
/// pages finished at once on two threads take the characters away from each other.
///
/// This target defines that function itself, so that the dynamic linker binds libcmark-gfm's calls to a definition
/// that leaves the table alone, and fills the table once with the library's own definition.

/// Adds the inline characters of the extensions attached to `parser` (a `cmark_parser *`) to the table, with
/// libcmark-gfm's own function. Returns false when that function cannot be found.
bool specimen_inline_table_fill(void *parser);

/// Whether a `cmark_parser_finish` has called this target's definition rather than the library's: true once a
/// finish has run under the definition that leaves the table alone.
bool specimen_inline_table_finish_left_alone(void);

#endif
