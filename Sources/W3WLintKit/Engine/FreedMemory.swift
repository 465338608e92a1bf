#if canImport(Glibc)
import Glibc
#endif

/// glibc keeps memory freed on one thread in that thread's arena, where allocations on other threads cannot reuse
/// it: the element tree of a large drawing, freed by the loading thread, would stay resident while the rules'
/// threads allocate their findings elsewhere. Handing the freed pages back between the phases of a large run keeps
/// the peak to what is alive (the 100,000-element drawing of the benchmarks: 307 → 299 MB).
enum FreedMemory {
    /// Runs that loaded less than this are not worth the walk over the arenas.
    static let threshold = 16 * 1024 * 1024

    /// glibc's `malloc_trim`, looked up at run time: it is declared in `malloc.h`, which Swift's Glibc module
    /// leaves out, and other C libraries do not have it.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()

    static func release(afterLoading bytes: Int) {
        guard bytes >= threshold, let mallocTrim else { return }
        _ = mallocTrim(0)
    }
}
