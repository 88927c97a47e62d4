#ifndef BACKGUARD_BENCH_SUPPORT_H
#define BACKGUARD_BENCH_SUPPORT_H

/// Heap allocations (malloc, calloc, realloc, memalign, posix_memalign, aligned_alloc) made by the calling thread
/// since it started. Counted only where the counter can interpose the C allocator (Linux with glibc).
unsigned long long bg_bench_thread_allocations(void);

/// Frees made by the calling thread since it started.
unsigned long long bg_bench_thread_frees(void);

/// 1 when this build interposes the allocator, 0 when the counters always read 0 (for example on Apple platforms).
int bg_bench_allocation_counter_is_compiled(void);

#endif
