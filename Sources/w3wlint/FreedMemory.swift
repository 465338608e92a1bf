#if canImport(Glibc)
import Glibc
#endif

/// glibc keeps memory freed on one thread in that thread's arena, where allocations on other threads cannot reuse
/// it: the element tree of a large drawing, freed by the loading thread, would stay resident while the rules'
/// threads allocate their findings elsewhere. Handing the freed pages back between the phases of a large run keeps
/// the peak to what is alive (measured in Benchmarks/RESULTS.md).
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

    /// glibc's `mallopt`, looked up like `malloc_trim`.
    private static let mallopt: (@convention(c) (Int32, Int32) -> Int32)? = {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        #else
        return nil
        #endif
    }()

    /// glibc maps blocks of 128 kB and more on their own, so freeing them hands them back to the system at once, but
    /// it raises that threshold to the size of any mapped block freed, up to 32 MB. Once a large file's bytes are let
    /// go after loading, the arrays of findings that grow while the rules run would come from the arenas instead, and
    /// stay there as fragments. A threshold set explicitly
    /// stays where it is. Once per process; every run after the first finds it done.
    static let largeBlocksStayMapped: Bool = {
        guard let mallopt else { return false }
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in malloc.h
        return mallopt(mmapThreshold, 128 * 1024) == 1
    }()

    static func release(afterLoading bytes: Int) {
        guard bytes >= threshold, let mallocTrim else { return }
        _ = mallocTrim(0)
    }
}
