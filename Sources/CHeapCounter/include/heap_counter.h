#ifndef HEAP_COUNTER_H
#define HEAP_COUNTER_H

#include <stddef.h>

/// The bytes the C allocator has handed out and not taken back
/// (glibc's mallinfo2().uordblks).
size_t heap_counter_bytes_in_use(void);

#endif
