// A malloc counter for backguard-bench. On Linux with glibc, the executable's own definitions of the C allocator
// functions take precedence over libc's for the whole process (the Swift runtime included); each one counts the
// call in a thread-local counter, then calls glibc's real implementation through its exported __libc_* entry points.
// Thread-local counters keep other threads' allocations out of the measurement.
#include "BackGuardBenchSupport.h"

#include <errno.h>  // defines __GLIBC__ on glibc systems
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

// Initial-exec TLS in the executable needs no allocation, so counting cannot recurse into malloc.
static __thread unsigned long long thread_allocations;
static __thread unsigned long long thread_frees;

void *malloc(size_t size) {
  thread_allocations += 1;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  thread_allocations += 1;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  thread_allocations += 1;
  return __libc_realloc(pointer, size);
}

void free(void *pointer) {
  if (pointer != NULL) thread_frees += 1;
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  thread_allocations += 1;
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  thread_allocations += 1;
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  thread_allocations += 1;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

unsigned long long bg_bench_thread_allocations(void) { return thread_allocations; }
unsigned long long bg_bench_thread_frees(void) { return thread_frees; }
int bg_bench_allocation_counter_is_compiled(void) { return 1; }

#else

unsigned long long bg_bench_thread_allocations(void) { return 0; }
unsigned long long bg_bench_thread_frees(void) { return 0; }
int bg_bench_allocation_counter_is_compiled(void) { return 0; }

#endif
