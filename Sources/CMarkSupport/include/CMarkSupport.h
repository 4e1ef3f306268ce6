#ifndef SPECIMEN_CMARKSUPPORT_H
#define SPECIMEN_CMARKSUPPORT_H

// What the Markdown target gives cmark-gfm in C: an arena for one document's allocations, and the process-wide
// table of inline characters filled once, so that pages parse on every core at once.

#include <stddef.h>

/// Memory handed out by moving a pointer along large blocks and given back all at once, when the arena is freed.
/// One document's parse makes thousands of small allocations that all end together; here each costs a few
/// instructions and freeing them is a no-op.
typedef struct specimen_arena specimen_arena;

/// A new, empty arena; NULL when the system has no memory for it.
specimen_arena *specimen_arena_new(void);

/// Frees every allocation the arena made, and the arena. The arena must not be the calling thread's current one.
void specimen_arena_free(specimen_arena *arena);

/// Makes `arena` (or NULL) the one that the functions below serve on the calling thread, and returns the one that
/// was. They take no arena of their own because they fill a C library's allocator table (calloc, realloc, free),
/// whose functions get no context: the arena is current on one thread for as long as one document is handled.
specimen_arena *specimen_arena_enter(specimen_arena *arena);

/// `calloc`, from the calling thread's current arena. Aborts when there is none: a program error, not the input's.
void *specimen_arena_calloc(size_t count, size_t size);

/// `realloc`, from the calling thread's current arena: in place when `pointer` is the arena's last allocation
/// and its block has room, otherwise a new allocation with the old bytes copied. `pointer` may be NULL.
void *specimen_arena_realloc(void *pointer, size_t size);

/// `free`: does nothing; the memory goes with the arena.
void specimen_arena_release(void *pointer);

/// How many bytes of blocks the arena holds: for tests.
size_t specimen_arena_reserved(const specimen_arena *arena);

#include <stdbool.h>

/// cmark-gfm keeps the characters that start an extension's inlines (`~` for strikethrough, `:` and `w` for
/// autolinks) in one table for the whole process. Each `cmark_parser_finish` adds its parser's characters to it
/// before parsing inlines and takes them out after, through `cmark_manage_extensions_special_characters`: two
/// pages finished at once on two threads take the characters away from each other.
///
/// This target keeps the table fixed after filling it once with the library's own definition, in either link:
/// - against libcmark-gfm.so, it defines that function itself, and the dynamic linker binds the library's calls to
///   the definition that leaves the table alone;
/// - against libcmark-gfm.a (`make dist`), the linker's `--wrap` sends the library's calls that add and remove a
///   character to this target, which lets them through only while the table is being filled.

/// Adds the inline characters of the extensions attached to `parser` (a `cmark_parser *`) to the table, with
/// libcmark-gfm's own function. Returns false when that function cannot be found.
bool specimen_inline_table_fill(void *parser);

/// Whether a `cmark_parser_finish` has called this target's definition rather than the library's: true once a
/// finish has run under the definition that leaves the table alone.
bool specimen_inline_table_finish_left_alone(void);

/// Sets where `node` (a `cmark_node *`) starts in its file: its start and end line and its start column.
void specimen_node_set_start(void *node, int line, int column);

/// Moves where `node` (a `cmark_node *`) is in its file by `lines` lines; a position it does not have stays unknown.
void specimen_node_shift_lines(void *node, int lines);

/// The kind of HTML block `node` (a `cmark_node *`) is, 1 to 7 as the CommonMark spec numbers them (2: a comment);
/// 0 for any other node.
int specimen_html_block_type(const void *node);

#endif
