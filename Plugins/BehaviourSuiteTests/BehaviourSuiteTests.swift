import PackagePlugin

/// Generates, in the test target it is applied to, one `XCTestCase`
/// subclass per scenario group of the suite the target depends on (the
/// widget behaviour suite, or the demos' checks) with one test method per
/// scenario, each calling the scenario with the target's own harness
/// (`runBehaviour`, which the target defines). SwiftPM on Linux finds tests
/// only in a test target's own files, so the suite's scenarios must be
/// declared there to be run and filtered.
@main
struct BehaviourSuiteTests: BuildToolPlugin {
    /// The suites a test target can run, by module name.
    static let suites = ["PlaceholderBehaviourSuite", "PlaceholderDemoTestKit"]

    /// The generator's command for `target`.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let suite = target.dependencies.lazy.compactMap { dependency -> SourceModuleTarget? in
            guard case .target(let module) = dependency, Self.suites.contains(module.name) else { return nil }
            return module as? SourceModuleTarget
        }.first
        guard let suite else { throw NoSuiteError(target: target.name) }
        let sources = suite.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "\(suite.name)Tests.swift")
        return [
            .buildCommand(
                displayName: "Generating \(suite.name)'s tests for \(target.name)",
                executable: try context.tool(named: "BehaviourSuiteGenerator").url,
                arguments: [output.path, suite.name] + sources.map(\.path),
                inputFiles: sources, outputFiles: [output])
        ]
    }
}

/// Why the plugin cannot run: the target depends on no suite.
struct NoSuiteError: Error, CustomStringConvertible {
    /// The target's name.
    let target: String
    var description: String { "\(target) depends on none of \(BehaviourSuiteTests.suites.joined(separator: ", "))" }
}
