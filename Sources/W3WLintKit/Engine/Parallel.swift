import Foundation

/// `transform` over `items` on up to `jobs` threads, results in the order of `items`: the order of a run never
/// depends on how its work was shared out, so `--jobs 1` and `--jobs N` print the same bytes.
/// With `largeStack`, each thread's share runs on a `LargeStack` thread (for loaders whose recursion follows the
/// input's nesting).
func parallelMap<Item: Sendable, Output: Sendable>(_ items: [Item], jobs: Int, largeStack: Bool = false,
                                                     _ transform: @Sendable (Item) -> Output) -> [Output]
{
    withoutActuallyEscaping(transform) { transform in
        guard jobs > 1, items.count > 1 else {
            // One job, or one item: the whole loop on one large stack, so that a file checked alone is read on the
            // stack a file among many gets.
            return largeStack && !items.isEmpty ? LargeStack.run { items.map(transform) } : items.map(transform)
        }
        let threads = min(jobs, items.count)
        let results = Results<Output>(count: items.count)
        // Thread k starts with item k, then work is taken one item at a time, so one large file does not hold up a
        // share of small ones.
        let next = Counter(start: threads)
        let share: @Sendable (Int) -> Void = { first in
            var index: Int? = first
            while let current = index {
                results.set(current, transform(items[current]))
                index = next.take(below: items.count)
            }
        }
        if largeStack, !LargeStack.isOnWorker {
            // The first item goes to the worker that finished last, every run: the pages the previous phase freed
            // are in its arena (a rules phase whose heaviest rule landed on a new worker left a large drawing's freed
            // tree unused).
            LargeStack.withWorkers(threads) { workers in
                DispatchQueue.concurrentPerform(iterations: threads) { thread in
                    workers[thread].run { share(thread) }
                }
            }
        } else {
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                if largeStack { LargeStack.run { share(thread) } } else { share(thread) }
            }
        }
        return results.values()
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int

    init(start: Int) {
        value = start
    }

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// Slots written once each, by index, from several threads; read after all writers are done.
private final class Results<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Output?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Output) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [Output] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}

/// A value worked out on another thread while the caller goes on with something else; `wait()` returns it.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            result = work()
            finished.signal()
        }
    }

    /// The value, once the work is done (the semaphore orders the write before this read). Called once.
    func wait() -> Value {
        finished.wait()
        return result!
    }
}
