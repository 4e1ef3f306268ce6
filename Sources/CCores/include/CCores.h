#ifndef SPECIMEN_CCORES_H
#define SPECIMEN_CCORES_H

/// How many cores the calling thread's CPU affinity mask allows (`taskset`, a container's cpuset), as Dispatch
/// counts them when it sizes its pool; 0 where the system does not say (then the machine's count stands).
int specimen_allowed_cores(void);

#endif
