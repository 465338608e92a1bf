import Foundation
import XCTest
@testable import W3WLintKit

/// `--jobs 1` and `--jobs N` give the same report, byte for byte.
final class ParallelTests: XCTestCase {
    func testParallelMapKeepsOrder() {
        let items = Array(0..<1000)
        XCTAssertEqual(parallelMap(items, jobs: 4) { $0 * 2 }, items.map { $0 * 2 })
        XCTAssertEqual(parallelMap([Int](), jobs: 4) { $0 }, [])
    }

    /// Loaders run their recursion on reused large-stack threads: callers on 512 KB worker threads get their own
    /// results back, and recursion far deeper than a worker's stack allows still completes.
    func testLargeStackRunsDeepWorkForConcurrentCallers() {
        // About 1 KB of stack a level: 16 MB at 16,384 levels, beyond both a worker's and the main thread's stack.
        @Sendable func depth(_ level: Int) -> Int {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1000) { frame in
                frame.initialize(repeating: UInt8(truncatingIfNeeded: level))
                return level == 0 ? Int(frame[999]) : depth(level - 1) + 1 + Int(frame[0] & 0)
            }
        }
        let results = parallelMap(Array(0..<16), jobs: 4) { index in LargeStack.run { depth(16384) + index } }
        XCTAssertEqual(results, (0..<16).map { 16384 + $0 })
        // A share run on a large stack as a whole (how files load); a loader's own `LargeStack.run` inside it runs
        // in place. One job or several, the results keep their order.
        for jobs in [1, 3] {
            let shares = parallelMap(Array(0..<16), jobs: jobs, largeStack: true) { index in
                depth(16384) + LargeStack.run { depth(16384) } + index
            }
            XCTAssertEqual(shares, (0..<16).map { 2 * 16384 + $0 }, "jobs \(jobs)")
        }
    }

    /// A large-stack `parallelMap` gives its first item to the worker that finished last (glibc's arena of that
    /// thread holds what the previous phase freed), and each of its threads starts with an item of its own: which
    /// worker runs the first rule no longer depends on which thread wakes first.
    func testLargeStackFirstItemGoesToTheWorkerThatFinishedLast() {
        @Sendable func thread() -> UInt { UInt(bitPattern: ObjectIdentifier(Thread.current).hashValue) }
        for round in 0..<20 {
            let last = LargeStack.run { thread() }
            let threads = parallelMap(Array(0..<8), jobs: 3, largeStack: true) { _ in thread() }
            XCTAssertEqual(threads[0], last, "round \(round)")
            XCTAssertEqual(Set(threads[0..<3]).count, 3, "round \(round): the first three items on three workers")
        }
    }

    private func report(_ paths: [String], jobs: Int, in folder: String) throws -> String {
        var linter = Linter(configuration: try Configuration.resolve(explicit: nil, paths: paths, workingDirectory: folder))
        linter.jobs = jobs
        return SARIFReporter().report(try linter.check(paths: paths, workingDirectory: folder))
    }

    func testSamplesSameForAnyJobs() throws {
        let one = try report(["Samples"], jobs: 1, in: packageRoot.path)
        XCTAssertEqual(try report(["Samples"], jobs: 2, in: packageRoot.path), one)
        XCTAssertEqual(try report(["Samples"], jobs: 8, in: packageRoot.path), one)
    }

    func testCorpusSameForAnyJobs() throws {
        let corpus = try requireShared("corpus")
        let folder = corpus.deletingLastPathComponent().path
        let one = try report(["corpus/svg-components-react-spectrum", "corpus/tokens-dtcg-examples"], jobs: 1, in: folder)
        XCTAssertEqual(try report(["corpus/svg-components-react-spectrum", "corpus/tokens-dtcg-examples"], jobs: 4, in: folder), one)
        XCTAssertGreaterThan(one.components(separatedBy: "\"ruleId\"").count, 100)
    }
}

/// `Linter.progress` hears of every file once, from whichever thread read it, ending at the total.
final class ProgressTests: XCTestCase {
    func testProgressCountsEveryFileOnce() {
        final class Heard: @unchecked Sendable {
            let lock = NSLock()
            var values: [(Int, Int)] = []
        }
        let heard = Heard()
        var linter = Linter()
        linter.jobs = 4
        linter.progress = { loaded, total in heard.lock.lock(); heard.values.append((loaded, total)); heard.lock.unlock() }
        let files = (0..<40).map { ("t\($0).w3wtheme.yaml", Result<Data, any Error>.success(Data("w3wtheme: 1\n".utf8))) }
        _ = linter.check(files: files, workingDirectory: "/project")
        XCTAssertEqual(heard.values.map(\.0).sorted(), Array(1...40))
        XCTAssertTrue(heard.values.allSatisfy { $0.1 == 40 })
    }
}
