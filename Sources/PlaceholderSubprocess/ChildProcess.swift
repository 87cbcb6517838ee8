import Foundation
import Glibc

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

/// A child process that could not be started.
public struct ChildProcessError: Error, CustomStringConvertible {
    /// What failed, with the system's reason.
    public let description: String

    fileprivate init(failing what: String, _ code: Int32) {
        description = "\(what): \(String(cString: strerror(code)))"
    }
}

/// Runs `executable` with `arguments` and this process's environment
/// changed by `environment` (nil removes a variable), and waits for it.
/// With `mergeErrors`, standard error goes to `output` too; with
/// `passErrors`, to this process's standard error (as it is written).
/// Standard input is `/dev/null`; the child starts with no signal blocked
/// and every signal's default action. The status is the exit code, or 128
/// plus the signal's number when a signal ended the child, as shells say.
///
/// Spawned and reaped with `posix_spawn` and `waitpid` rather than
/// Foundation's `Process`: in GTK test processes on Debian 13 and testing,
/// `Process.waitUntilExit` waited for ever for a child that had exited (a
/// zombie nobody reaped, no SIGCHLD handler installed any more), where
/// `waitpid` on the child's own id cannot miss it.
public func runChildProcess(
    _ executable: String, _ arguments: [String], environment changes: [String: String?] = [:],
    mergeErrors: Bool = false, passErrors: Bool = false
) throws -> ChildProcessResult {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_AT_BRIDGE"] = "1"
    for (key, value) in changes { environment[key] = value }
    var output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
    defer { for fd in output + errors where fd >= 0 { close(fd) } }
    guard pipe(&output) == 0, pipe(&errors) == 0 else { throw ChildProcessError(failing: "pipe", errno) }
    // Only the child's standard output and error: no other child inherits them.
    for fd in output + errors { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    if !passErrors { posix_spawn_file_actions_adddup2(&actions, mergeErrors ? output[1] : errors[1], 2) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t(), all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    close(output[1]); output[1] = -1
    close(errors[1]); errors[1] = -1
    guard spawned == 0 else { throw ChildProcessError(failing: executable, spawned) }
    let (outputData, errorData) = readToEnd(output[0], errors[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
        guard errno == EINTR else { throw ChildProcessError(failing: "waitpid \(executable)", errno) }
    }
    // WIFEXITED, WEXITSTATUS and WTERMSIG are macros Swift does not import.
    let signal = status & 0x7f
    return ChildProcessResult(
        status: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
        output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self))
}

/// Reads two pipes to their ends at once, so that neither fills up.
private func readToEnd(_ first: Int32, _ second: Int32) -> (Data, Data) {
    var data = [Data(), Data()]
    var fds = [pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while fds.contains(where: { $0.fd >= 0 }) {
        if poll(&fds, nfds_t(fds.count), -1) < 0 {
            if errno == EINTR { continue }
            break
        }
        for index in fds.indices where fds[index].fd >= 0 && fds[index].revents != 0 {
            let count = read(fds[index].fd, &buffer, buffer.count)
            if count > 0 {
                data[index].append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                fds[index].fd = -1
            }
        }
    }
    return (data[0], data[1])
}
