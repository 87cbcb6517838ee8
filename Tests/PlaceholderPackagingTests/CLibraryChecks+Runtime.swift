import Foundation
import PlaceholderTestImaging
import XCTest

extension CLibraryChecks {
    /// The most a stripped library may weigh: Embedded Swift leaves only the
    /// code the library uses (a whole Swift runtime inside was 7.3 MB).
    static let maxStrippedBytes = 1_000_000
    /// The newest glibc symbol version the library may need: what it needed
    /// while it carried Swift's runtime (Debian 12 has 2.36; older systems
    /// must keep loading it).
    static let newestGlibc = [2, 34]

    /// The library carries no Swift runtime: it is small once stripped,
    /// needs no C++ or GCC runtime, refers to no Swift runtime symbol and
    /// needs no glibc newer than `newestGlibc`.
    func theLibraryCarriesNoSwiftRuntime() throws {
        let library = installed.lib.appendingPathComponent("lib\(name).so.0").path
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let stripped = work.appendingPathComponent("stripped.so").path
        let strip = try runChildProcess("/usr/bin/env", ["strip", "-o", stripped, library], mergeErrors: true)
        XCTAssertEqual(strip.status, 0, strip.output)
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: stripped)[.size] as? Int)
        XCTAssertLessThanOrEqual(size, Self.maxStrippedBytes, "GTK \(gtk): \(size) bytes stripped")

        let dynamic = try runChildProcess("/usr/bin/env", ["readelf", "-d", library])
        let needed = dynamic.output.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        for runtime in ["libstdc++", "libgcc_s", "libswift"] {
            XCTAssertFalse(needed.contains { $0.contains(runtime) }, "GTK \(gtk) needs \(runtime): \(needed)")
        }
        let undefined = try runChildProcess("/usr/bin/env", ["nm", "-D", "--undefined-only", library])
        let swiftSymbols = undefined.output.split(separator: "\n").filter { $0.contains("swift_") || $0.contains("$s") }
        XCTAssertEqual(swiftSymbols, [], "GTK \(gtk) refers to Swift's runtime")

        let versions = try runChildProcess("/usr/bin/env", ["objdump", "-T", library]).output
            .split(separator: "\n").compactMap { line -> [Int]? in
                guard let range = line.range(of: #"GLIBC_[0-9.]+"#, options: .regularExpression) else { return nil }
                return line[range].dropFirst("GLIBC_".count).split(separator: ".").compactMap { Int($0) }
            }
        let newest = try XCTUnwrap(versions.max { $0.lexicographicallyPrecedes($1) }, "no glibc symbol at all?")
        XCTAssertFalse(Self.newestGlibc.lexicographicallyPrecedes(newest), "GTK \(gtk) needs glibc \(newest)")
    }
}
