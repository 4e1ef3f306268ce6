#ifndef SPECIMEN_CPLATFORM_H
#define SPECIMEN_CPLATFORM_H

#include <spawn.h>

// Calls into the system that neither Swift's standard library nor Foundation makes. Each has a fallback where
// the system lacks it, and each caller works without it.

/// How many cores the calling thread's CPU affinity mask allows (`taskset`, a container's cpuset), as Dispatch
/// counts them when it sizes its pool; 0 where the system does not say (then the machine's count stands).
int specimen_allowed_cores(void);

/// Atomically exchanges two existing paths (Linux renameat2 with RENAME_EXCHANGE).
/// Returns 0 on success; -1 with errno set otherwise (ENOSYS or EINVAL where the kernel or file system
/// cannot exchange, so the caller falls back to two renames).
int specimen_exchange_paths(const char *first, const char *second);

/// Hands the whole pages of memory that the allocator holds free back to the system, so that the process's
/// resident size drops to what it uses: jemalloc's purge when jemalloc serves malloc (the command), glibc's
/// malloc_trim otherwise. Returns 1 when the call was made and succeeded (for malloc_trim: released memory),
/// 0 otherwise or where the C library has neither.
int specimen_release_free_memory(void);

/// The commit the binary was built from (`make dist` stamps it), or null in a build from the work tree.
const char *specimen_commit(void);

/// The GitHub repository (`owner/name`) whose releases publish the binary (`make dist` stamps it), or null.
const char *specimen_repository(void);

/// Adds to `actions` the closing of every descriptor from `lowest` up (glibc's posix_spawn_file_actions_addclosefrom_np,
/// since 2.34). Returns 0 when added, an error number otherwise (ENOSYS where the C library lacks it).
int specimen_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

#endif
