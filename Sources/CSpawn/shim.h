#ifndef GIFSEARCH_CSPAWN_SHIM_H
#define GIFSEARCH_CSPAWN_SHIM_H

/* What glibc's posix_spawn offers only under _GNU_SOURCE, which Swift's Glibc module is built
 * without: closing every inherited descriptor in the child (glibc 2.34) and starting it in a
 * session of its own (glibc 2.26); and a pipe made close-on-exec at once (pipe2), for the
 * tests' own spawning. */

#include <spawn.h>

extern int pipe2(int fds[2], int flags);

extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

static inline short gifsearch_spawn_setsid_flag(void) {
#ifdef POSIX_SPAWN_SETSID
    return POSIX_SPAWN_SETSID;
#else
    return 0x80;
#endif
}

#endif
