import Foundation

/// Runs work whose recursion follows the input's nesting (an XML tree up to libxml2's 256 levels, `use` copies up to
/// 512) on a thread with a stack large enough for it, and waits for the result. The caller may be a worker thread
/// with a 512 KB stack, where a deep but legal drawing would otherwise overflow.
///
/// The threads are kept and reused: a new thread per file would cost a `clone`, an `mmap`/`munmap` of its stack (too
/// large for glibc's stack cache) and fresh page faults for every SVG. Loops over many files run on a worker as a whole
/// (`parallelMap(largeStack: true)`): handing each file over cost two futex wake-ups and thread switches.
enum LargeStack {
    static let size = 64 * 1024 * 1024

    static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        // Already on a large stack (a load loop that `parallelMap` runs here): no hand-over, no thread switch.
        if pthread_getspecific(workerKey) != nil { return work() }
        let worker = pool.take()
        defer { pool.give(worker) }
        return worker.run(work)
    }

    /// Whether the calling thread is a worker (work started here runs in place).
    static var isOnWorker: Bool { pthread_getspecific(workerKey) != nil }

    /// Runs `body` with `count` workers taken from the pool at once, the one that finished last first, and gives
    /// them back afterwards. For callers that place work on workers themselves: glibc allocates on each thread from
    /// that thread's arena, so which worker runs what decides whether memory freed by an earlier phase is reused.
    static func withWorkers<Result>(_ count: Int, _ body: ([Runner]) -> Result) -> Result {
        let workers = (0..<count).map { _ in pool.take() }
        defer { for worker in workers.reversed() { pool.give(worker) } }
        return body(workers.map { Runner(worker: $0) })
    }

    /// One worker of `withWorkers`, to run work on and wait for.
    struct Runner: @unchecked Sendable {
        fileprivate let worker: Worker

        func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result { worker.run(work) }
    }

    /// Set on worker threads, so that work already running on one does not hand itself over again.
    private static let workerKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Idle workers; there are never more than the most callers that waited at once (`--jobs`).
    private static let pool = Pool()

    private final class Pool: @unchecked Sendable {
        private let lock = NSLock()
        private var idle: [Worker] = []

        func take() -> Worker {
            lock.lock()
            let worker = idle.popLast()
            lock.unlock()
            return worker ?? Worker()
        }

        func give(_ worker: Worker) {
            lock.lock()
            idle.append(worker)
            lock.unlock()
        }
    }

    /// A thread with a large stack that runs one job at a time, handed over with semaphores: the caller writes
    /// `job` and signals, the thread runs it, clears it and signals back; they never touch `job` at the same time.
    /// Workers live as long as the process (their thread holds them).
    fileprivate final class Worker: @unchecked Sendable {
        private let started = DispatchSemaphore(value: 0)
        private let finished = DispatchSemaphore(value: 0)
        private var job: (() -> Void)?

        init() {
            let thread = Thread { [self] in
                pthread_setspecific(LargeStack.workerKey, UnsafeRawPointer(bitPattern: 1))
                while true {
                    started.wait()
                    job?()
                    job = nil
                    finished.signal()
                }
            }
            thread.stackSize = LargeStack.size
            thread.start()
        }

        func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
            let box = ResultBox<Result>()
            job = { box.value = work() }
            started.signal()
            finished.wait()
            return box.value!
        }
    }

    /// Written by the worker thread before it signals, read by the caller after waiting: never at the same time.
    private final class ResultBox<Value>: @unchecked Sendable {
        var value: Value?
    }
}
