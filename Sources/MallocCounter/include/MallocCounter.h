#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

// Counts heap allocations made by the whole process while counting is switched on, and reads the heap's
// bytes in use. Linking this target into an executable replaces malloc and friends for that process on
// glibc; elsewhere every function is a stub that says it is not available.

/// True when allocations are really counted (Linux with glibc).
bool malloc_counter_is_available(void);

/// Starts or stops counting. Counting starts switched off.
void malloc_counter_set_counting(bool on);

/// Allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) counted so far.
uint64_t malloc_counter_allocations(void);

/// Bytes of heap in use (glibc's mallinfo2, macOS's malloc zone statistics), or -1 when unknown.
int64_t malloc_counter_bytes_in_use(void);

/// Does nothing, out of the Swift optimiser's sight: a value whose address is passed here must have been
/// computed and stored, so benchmark results handed to it cannot be optimised away.
void malloc_counter_black_hole(const void *_Nullable address);

#endif
