import CPlaceholderGObject

// What Embedded Swift's standard library asks of the C library it is
// linked into, besides what GLib and libc give (the C library's build
// alone: the Swift products use Swift's own runtime).

#if hasFeature(Embedded)
/// Random bytes for the standard library's hashing seeds. Embedded Swift
/// takes them from `arc4random_buf`, which glibc has only since 2.36; this
/// one, from GLib's generator (seeded from the system's entropy), keeps the
/// library loadable where glibc is older. Local to the library (C/ptv.map).
@_cdecl("arc4random_buf")
func arc4random_buf(_ buffer: UnsafeMutableRawPointer?, _ count: Int) {
    guard let buffer else { return }
    var offset = 0
    while offset < count {
        var word = g_random_int()
        let taken = min(4, count - offset)
        withUnsafeBytes(of: &word) { (buffer + offset).copyMemory(from: $0.baseAddress!, byteCount: taken) }
        offset += taken
    }
}
#endif
