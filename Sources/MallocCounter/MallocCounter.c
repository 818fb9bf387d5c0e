#include "MallocCounter.h"

#if defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

// glibc's own allocator entry points. Defining malloc & co. in the executable takes precedence over libc's
// for every library in the process (ELF symbol interposition); these forward to the real allocator.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_bool counting = false;
static atomic_uint_fast64_t allocations = 0;

static inline void count_allocation(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    count_allocation();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_allocation();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_allocation();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) {
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    count_allocation();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_allocation();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // The checks glibc's own posix_memalign makes: a power of two that is a multiple of sizeof(void *).
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) {
        return EINVAL;
    }
    count_allocation();
    void *memory = __libc_memalign(alignment, size);
    if (memory == NULL) {
        return ENOMEM;
    }
    *result = memory;
    return 0;
}

bool malloc_counter_is_available(void) {
    return true;
}

void malloc_counter_set_counting(bool on) {
    atomic_store_explicit(&counting, on, memory_order_relaxed);
}

uint64_t malloc_counter_allocations(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

int64_t malloc_counter_bytes_in_use(void) {
    // uordblks: bytes in chunks handed out from the arenas; hblkhd: bytes in large blocks mmap'ed directly.
    struct mallinfo2 info = mallinfo2();
    return (int64_t)(info.uordblks + info.hblkhd);
}

#else

#if defined(__APPLE__)
#include <malloc/malloc.h>
#endif

bool malloc_counter_is_available(void) {
    return false;
}

void malloc_counter_set_counting(bool on) {
    (void)on;
}

uint64_t malloc_counter_allocations(void) {
    return 0;
}

int64_t malloc_counter_bytes_in_use(void) {
#if defined(__APPLE__)
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return (int64_t)statistics.size_in_use;
#else
    return -1;
#endif
}

#endif

void malloc_counter_black_hole(const void *address) {
    (void)address;
}
