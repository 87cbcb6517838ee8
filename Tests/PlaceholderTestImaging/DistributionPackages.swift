import Foundation

/// Whether this Debian (or Ubuntu) release ships the package `name`: apt
/// knows a version of it. Tests of tools a release no longer ships (Glade
/// left Debian testing) ask this rather than whether the tool is installed,
/// so that a missing install still fails them. True where there is no apt.
public func distributionShips(_ name: String) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/apt-cache"),
        let policy = try? runChildProcess("/usr/bin/apt-cache", ["policy", name])
    else { return true }
    return policy.output.split(separator: "\n").contains {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("Candidate:") && !$0.contains("(none)")
    }
}

/// Glade's library and DTD come with it; Debian testing no longer ships it.
public let gladePackage = "libgladeui-common"
