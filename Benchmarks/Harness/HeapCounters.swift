import MallocCounter

/// Reads the allocation counter and the heap's bytes in use, both from the `MallocCounter` C target.
///
/// Allocations are counted by interposing `malloc` and its relatives, which works with glibc only. A self-check
/// makes sure the counter really sees allocations (and sees none where there are none) before any count is
/// reported.
@MainActor
enum HeapCounters {
    /// What the self-check counted: 100 fresh arrays that each grow once, and 100 integer additions.
    struct SelfCheck {
        let arrayAllocations: Int
        let additionAllocations: Int

        var passed: Bool {
            arrayAllocations >= 100 && additionAllocations == 0
        }
    }

    /// The self-check's counts, or nil where allocations cannot be counted.
    static let selfCheck: SelfCheck? = malloc_counter_is_available() ? runSelfCheck() : nil

    /// Whether allocation counts are real: the C counter is linked in and passed the self-check.
    static var isCounting: Bool {
        selfCheck?.passed == true
    }

    /// Allocations made while `body` runs, less those made in ``Untimed/run(_:)``, or nil where they cannot be
    /// counted.
    static func allocations(during body: () async -> Void) async -> Int? {
        guard isCounting else { return nil }
        let untimedBefore = Untimed.allocations
        let before = malloc_counter_allocations()
        malloc_counter_set_counting(true)
        await body()
        malloc_counter_set_counting(false)
        let counted = Int(malloc_counter_allocations() - before)
        return counted - Int(Untimed.allocations - untimedBefore)
    }

    /// Bytes of heap in use, or nil where the platform does not say.
    static func bytesInUse() -> Int? {
        let bytes = malloc_counter_bytes_in_use()
        return bytes < 0 ? nil : Int(bytes)
    }

    // MARK: - Private

    private static func countAllocations(during body: () -> Void) -> Int {
        let before = malloc_counter_allocations()
        malloc_counter_set_counting(true)
        body()
        malloc_counter_set_counting(false)
        return Int(malloc_counter_allocations() - before)
    }

    private static func runSelfCheck() -> SelfCheck {
        let arrays = countAllocations {
            for count in 1...100 {
                var numbers: [Int] = []
                numbers.append(count)
                blackHole(numbers)
            }
        }
        let additions = countAllocations {
            var sum = 0
            for number in 1...100 {
                sum &+= number &* sum
            }
            blackHole(sum)
        }
        return SelfCheck(arrayAllocations: arrays, additionAllocations: additions)
    }
}
