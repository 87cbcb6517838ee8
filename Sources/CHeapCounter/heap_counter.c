#include "heap_counter.h"
#include <malloc.h>

size_t heap_counter_bytes_in_use(void) {
    return mallinfo2().uordblks;
}
