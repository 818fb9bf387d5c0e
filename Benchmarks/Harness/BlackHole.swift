import MallocCounter

/// Consumes `value` where the optimiser cannot see: the work that produced it cannot be optimised away.
///
/// The value's address goes to a C function in another module, so the value must exist in memory, and nothing
/// is allocated or retained beyond the call.
@inline(never)
func blackHole<Value>(_ value: Value) {
    withUnsafePointer(to: value) { malloc_counter_black_hole($0) }
}
