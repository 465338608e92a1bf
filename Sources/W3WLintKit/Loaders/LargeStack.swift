import Foundation

/// Runs work whose recursion follows the input's nesting (an XML tree up to libxml2's 256 levels, `use` copies up to
/// 512) on a thread of its own with a stack large enough for it, and waits for the result. The caller may be a worker
/// thread with a 512 KB stack, where a deep but legal drawing would otherwise overflow.
enum LargeStack {
    static let size = 64 * 1024 * 1024

    static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        let box = ResultBox<Result>()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            finished.signal()
        }
        thread.stackSize = size
        thread.start()
        finished.wait()
        return box.value!
    }

    /// Written by the worker thread before it signals, read by the caller after waiting: never at the same time.
    private final class ResultBox<Value>: @unchecked Sendable {
        var value: Value?
    }
}
