#define _GNU_SOURCE
#include "CMarkSupport.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>

typedef struct cmark_parser cmark_parser;
typedef void (*specimen_manage_characters)(cmark_parser *, int);

// Set by the first finish that reaches the definition below. It lives beside the table it speaks of, which is
// itself one per process.
static atomic_bool finish_called_here;

// Replaces libcmark-gfm's definition, which every finish calls with add = 1 before its inlines and add = 0 after:
// once the table is filled, no finish may change it, or pages finished at once would lose each other's characters.
// Only a process that links this target sees it, and only when the library calls the function through the dynamic
// linker; `specimen_inline_table_finish_left_alone` tells whether it did.
__attribute__((visibility("default"), used))
void cmark_manage_extensions_special_characters(cmark_parser *parser, int add) {
    (void)parser;
    (void)add;
    if (!atomic_load_explicit(&finish_called_here, memory_order_relaxed)) {
        atomic_store_explicit(&finish_called_here, true, memory_order_relaxed);
    }
}

bool specimen_inline_table_fill(void *parser) {
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
