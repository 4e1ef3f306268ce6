#ifndef SPECIMEN_CARENA_H
#define SPECIMEN_CARENA_H

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

#endif
