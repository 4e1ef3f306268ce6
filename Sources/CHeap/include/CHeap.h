#ifndef SPECIMEN_CHEAP_H
#define SPECIMEN_CHEAP_H

/// Hands the whole pages of memory that the allocator holds free back to the system (glibc's malloc_trim), so
/// that the process's resident size drops to what it uses. Returns 1 when memory was released, 0 when none was
/// or where the C library has no such call.
int specimen_release_free_memory(void);

#endif
