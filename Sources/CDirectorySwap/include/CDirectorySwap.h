#ifndef SPECIMEN_CDIRECTORYSWAP_H
#define SPECIMEN_CDIRECTORYSWAP_H

/// Atomically exchanges two existing paths (Linux renameat2 with RENAME_EXCHANGE).
/// Returns 0 on success; -1 with errno set otherwise (ENOSYS or EINVAL where the kernel or file system
/// cannot exchange, so the caller falls back to two renames).
int specimen_exchange_paths(const char *first, const char *second);

#endif
