// The lock the benchmark's model of Objective-C weak references takes on every load, as objc_loadWeakRetained takes
// the spin lock of the side table that holds the object's weak entries.
#include "BackGuardBenchSupport.h"

static volatile int weak_table_lock = 0;

void bg_bench_weak_table_lock(void) {
  while (__atomic_exchange_n(&weak_table_lock, 1, __ATOMIC_ACQUIRE)) {
  }
}

void bg_bench_weak_table_unlock(void) { __atomic_store_n(&weak_table_lock, 0, __ATOMIC_RELEASE); }
