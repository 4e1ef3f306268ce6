#define _GNU_SOURCE
#include "CMarkSupport.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>

typedef struct cmark_parser cmark_parser;
typedef void (*specimen_manage_characters)(cmark_parser *, int);

// Set by the first finish that reaches one of the definitions below that leave the table alone. It lives beside
// the table it speaks of, which is itself one per process.
static atomic_bool finish_called_here;

// True only while `specimen_inline_table_fill` fills the table, in a program linked with --wrap (below).
static atomic_bool filling;

static void note_finish(void) {
    if (!atomic_load_explicit(&finish_called_here, memory_order_relaxed)) {
        atomic_store_explicit(&finish_called_here, true, memory_order_relaxed);
    }
}

// Linked against libcmark-gfm.so: replaces the library's definition, which every finish calls with add = 1 before
// its inlines and add = 0 after. Once the table is filled, no finish may change it, or pages finished at once
// would lose each other's characters. The dynamic linker binds the library's calls to this definition because the
// program defines it. Weak, so that a program linked against libcmark-gfm.a takes the library's own, strong one
// instead of failing on two definitions; such a program leaves the table alone through the two below.
__attribute__((weak, visibility("default"), used))
void cmark_manage_extensions_special_characters(cmark_parser *parser, int add) {
    (void)parser;
    (void)add;
    note_finish();
}

// Linked against libcmark-gfm.a with `--wrap=cmark_inlines_add_special_character` and
// `--wrap=cmark_inlines_remove_special_character` (make dist): the library's calls from its blocks to its inlines
// reach these two, which change the table only while it is being filled. The `__real_` names are weak, so a
// program linked without --wrap sees them as null and never calls them.
extern void __real_cmark_inlines_add_special_character(unsigned char c, bool emphasis) __attribute__((weak));
extern void __real_cmark_inlines_remove_special_character(unsigned char c, bool emphasis) __attribute__((weak));

__attribute__((used))
void __wrap_cmark_inlines_add_special_character(unsigned char c, bool emphasis) {
    if (atomic_load_explicit(&filling, memory_order_relaxed)) {
        __real_cmark_inlines_add_special_character(c, emphasis);
    } else {
        note_finish();
    }
}

__attribute__((used))
void __wrap_cmark_inlines_remove_special_character(unsigned char c, bool emphasis) {
    (void)c;
    (void)emphasis;
    note_finish();
}

bool specimen_inline_table_fill(void *parser) {
    if (__real_cmark_inlines_add_special_character != NULL && __real_cmark_inlines_remove_special_character != NULL) {
        // Wrapped: the library's definition is the one linked, and its adds reach the table while filling is set.
        atomic_store_explicit(&filling, true, memory_order_relaxed);
        cmark_manage_extensions_special_characters((cmark_parser *)parser, 1);
        atomic_store_explicit(&filling, false, memory_order_relaxed);
        return true;
    }
    // RTLD_NEXT skips this program's own definition above and finds the next: libcmark-gfm's.
    specimen_manage_characters library =
        (specimen_manage_characters)dlsym(RTLD_NEXT, "cmark_manage_extensions_special_characters");
    if (library == NULL || library == cmark_manage_extensions_special_characters) {
        return false;
    }
    library((cmark_parser *)parser, 1);
    return true;
}

bool specimen_inline_table_finish_left_alone(void) {
    return atomic_load_explicit(&finish_called_here, memory_order_relaxed);
}
