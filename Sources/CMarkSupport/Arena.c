#include "CMarkSupport.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// Every allocation starts on a 16-byte boundary, as malloc's do on x86-64 and arm64, behind a 16-byte header
// that holds its size, which realloc needs to copy the old bytes.
enum { alignment = 16, header = 16, block_size = 64 * 1024 };

typedef struct block {
    struct block *previous;
    size_t size;
    size_t used;
    // The allocation made last in this block, so that realloc can grow it in place.
    unsigned char *last;
    _Alignas(16) unsigned char bytes[];
} block;

struct specimen_arena {
    block *current;
    size_t reserved;
};

static _Thread_local specimen_arena *current_arena __attribute__((tls_model("initial-exec")));

static size_t rounded(size_t size) {
    return (size + (alignment - 1)) & ~(size_t)(alignment - 1);
}

specimen_arena *specimen_arena_new(void) {
    return calloc(1, sizeof(specimen_arena));
}

void specimen_arena_free(specimen_arena *arena) {
    if (arena == NULL) {
        return;
    }
    block *next = arena->current;
    while (next != NULL) {
        block *previous = next->previous;
        free(next);
        next = previous;
    }
    free(arena);
}

specimen_arena *specimen_arena_enter(specimen_arena *arena) {
    specimen_arena *before = current_arena;
    current_arena = arena;
    return before;
}

size_t specimen_arena_reserved(const specimen_arena *arena) {
    return arena->reserved;
}

/// Room for `size` bytes and their header, in the current block or a new one; its contents are not cleared.
static unsigned char *allocate(specimen_arena *arena, size_t size) {
    if (size > SIZE_MAX / 2) {
        return NULL;
    }
    size_t needed = header + rounded(size);
    block *target = arena->current;
    if (target == NULL || target->size - target->used < needed) {
        size_t capacity = needed > block_size ? needed : block_size;
        target = malloc(sizeof(block) + capacity);
        if (target == NULL) {
            return NULL;
        }
        target->previous = arena->current;
        target->size = capacity;
        target->used = 0;
        target->last = NULL;
        arena->current = target;
        arena->reserved += capacity;
    }
    unsigned char *start = target->bytes + target->used;
    *(size_t *)start = size;
    target->used += needed;
    target->last = start + header;
    return start + header;
}

static specimen_arena *required_arena(void) {
    specimen_arena *arena = current_arena;
    if (arena == NULL) {
        abort();
    }
    return arena;
}

void *specimen_arena_calloc(size_t count, size_t size) {
    specimen_arena *arena = required_arena();
    if (size != 0 && count > SIZE_MAX / size) {
        return NULL;
    }
    unsigned char *memory = allocate(arena, count * size);
    if (memory != NULL) {
        memset(memory, 0, count * size);
    }
    return memory;
}

void *specimen_arena_realloc(void *pointer, size_t size) {
    specimen_arena *arena = required_arena();
    if (pointer == NULL) {
        return allocate(arena, size);
    }
    unsigned char *memory = pointer;
    size_t *old_size = (size_t *)(memory - header);
    block *last = arena->current;
    if (last != NULL && last->last == memory) {
        size_t start = (size_t)(memory - last->bytes);
        if (size <= SIZE_MAX / 2 && start + rounded(size) <= last->size) {
            last->used = start + rounded(size);
            *old_size = size;
            return memory;
        }
    }
    if (size <= *old_size) {
        return memory;
    }
    unsigned char *moved = allocate(arena, size);
    if (moved != NULL) {
        memcpy(moved, memory, *old_size);
    }
    return moved;
}

void specimen_arena_release(void *pointer) {
    (void)pointer;
}
