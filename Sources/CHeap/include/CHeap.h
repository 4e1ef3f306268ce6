#ifndef SPECIMEN_CHEAP_H
#define SPECIMEN_CHEAP_H

/// Hands the whole pages of memory that the allocator holds free back to the system, so that the process's
/// resident size drops to what it uses: jemalloc's purge when jemalloc serves malloc (the command), glibc's
/// malloc_trim otherwise. Returns 1 when the call was made and succeeded (for malloc_trim: released memory),
/// 0 otherwise or where the C library has neither.
int specimen_release_free_memory(void);

#endif
