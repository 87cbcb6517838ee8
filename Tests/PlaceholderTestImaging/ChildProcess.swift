import Foundation

/// What a finished child process left.
public struct ChildProcessResult: Sendable {
    /// Its exit status.
    public var status: Int32
    /// What it wrote to standard output.
    public var output: String
    /// What it wrote to standard error.
    public var errors: String

    /// A result with these parts.
    public init(status: Int32, output: String, errors: String) {
        self.status = status
        self.output = output
        self.errors = errors
    }
}

/// Runs `executable` with `arguments` and this process's environment
/// changed by `environment` (nil removes a variable), and waits for it.
/// With `mergeErrors`, standard error goes to `output` too.
public func runChildProcess(
    _ executable: String, _ arguments: [String], environment changes: [String: String?] = [:],
    mergeErrors: Bool = false
) throws -> ChildProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_AT_BRIDGE"] = "1"
    for (key, value) in changes { environment[key] = value }
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = mergeErrors ? out : err
    try process.run()
    // Read both pipes to the end before waiting, so neither fills up.
    let errorData = mergeErrors ? Data() : err.fileHandleForReading.readDataToEndOfFile()
    let outputData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ChildProcessResult(
        status: process.terminationStatus,
        output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self))
}

/// The path of a product built beside the running test binary.
public func builtProduct(_ name: String) -> String {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent(name).path
}
