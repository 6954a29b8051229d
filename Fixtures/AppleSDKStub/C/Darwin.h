// Darwin: what ReactiveRuntime's locks use on Apple platforms. `os_unfair_lock` as Apple's
// <os/lock.h> declares it; the pthread functions come from the host's C library.

#include <pthread.h>
#include <stdint.h>

typedef struct os_unfair_lock_s {
    uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

void os_unfair_lock_lock(os_unfair_lock_t lock);
void os_unfair_lock_unlock(os_unfair_lock_t lock);
_Bool os_unfair_lock_trylock(os_unfair_lock_t lock);
