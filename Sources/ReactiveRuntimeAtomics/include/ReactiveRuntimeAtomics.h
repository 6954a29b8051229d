// ReactiveRuntimeAtomics: the few atomic operations ReactiveRuntime needs, as static inline C
// functions over plain integers. Swift's importer compiles them into the calling module, so each
// call becomes the single instruction it stands for (as with `Synchronization.Atomic`), while
// the package keeps supporting systems older than the `Synchronization` module (iOS 18,
// macOS 15). ThreadSanitizer sees them: they are the compiler's `__atomic` builtins.

#ifndef REACTIVE_RUNTIME_ATOMICS_H
#define REACTIVE_RUNTIME_ATOMICS_H

#include <stdbool.h>
#include <stdint.h>

/// Loads `*value` with acquiring ordering.
static inline intptr_t reactive_atomic_load_acquire(intptr_t *_Nonnull value) {
    return __atomic_load_n(value, __ATOMIC_ACQUIRE);
}

/// Stores `desired` into `*value` with releasing ordering.
static inline void reactive_atomic_store_release(intptr_t *_Nonnull value, intptr_t desired) {
    __atomic_store_n(value, desired, __ATOMIC_RELEASE);
}

/// Adds `operand` to `*value` (acquiring and releasing) and returns the new value.
static inline intptr_t reactive_atomic_add(intptr_t *_Nonnull value, intptr_t operand) {
    return __atomic_add_fetch(value, operand, __ATOMIC_ACQ_REL);
}

/// Stores `desired` into `*value` (acquiring and releasing) and returns the previous value.
static inline intptr_t reactive_atomic_exchange(intptr_t *_Nonnull value, intptr_t desired) {
    return __atomic_exchange_n(value, desired, __ATOMIC_ACQ_REL);
}

/// Loads `*value` as a sequentially consistent operation (see `reactive_atomic_add_seq_cst`).
static inline intptr_t reactive_atomic_load_seq_cst(intptr_t *_Nonnull value) {
    return __atomic_load_n(value, __ATOMIC_SEQ_CST);
}

/// Adds `operand` to `*value` as a sequentially consistent operation and returns the new value.
/// A thread that announces itself with it and then loads another variable with
/// `reactive_atomic_load_seq_cst`, and a thread that exchanges that variable and then loads this
/// one, cannot both miss each other's write (the store-buffering pattern needs sequential
/// consistency on both sides).
static inline intptr_t reactive_atomic_add_seq_cst(intptr_t *_Nonnull value, intptr_t operand) {
    return __atomic_add_fetch(value, operand, __ATOMIC_SEQ_CST);
}

/// Stores `desired` into `*value` as a sequentially consistent operation and returns the previous value.
static inline intptr_t reactive_atomic_exchange_seq_cst(intptr_t *_Nonnull value, intptr_t desired) {
    return __atomic_exchange_n(value, desired, __ATOMIC_SEQ_CST);
}

#endif
