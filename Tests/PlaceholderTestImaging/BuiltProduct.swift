import Foundation
@_exported import PlaceholderSubprocess

/// The path of a product built beside the running test binary.
public func builtProduct(_ name: String) -> String {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent(name).path
}
