#ifndef PTV_BENCH_HEAP_COUNTER_H
#define PTV_BENCH_HEAP_COUNTER_H

#include <malloc.h>
#include <stddef.h>

/* The bytes the C allocator has handed out and not taken back: glibc's
   mallinfo2().uordblks. A header-only module, so nothing is compiled apart
   from the Swift code that calls it. */
static inline size_t ptv_bench_heap_bytes_in_use(void) {
    return mallinfo2().uordblks;
}

#endif
