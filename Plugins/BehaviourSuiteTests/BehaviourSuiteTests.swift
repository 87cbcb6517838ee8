import PackagePlugin

/// Generates, in the test target it is applied to, one `XCTestCase`
/// subclass per behaviour group of `PlaceholderBehaviourSuite` with one
/// test method per scenario, each calling the scenario with the target's
/// own toolkit harness (`runBehaviour`, which the target defines).
/// SwiftPM on Linux finds tests only in a test target's own files, so the
/// suite's scenarios must be declared there to be run and filtered.
@main
struct BehaviourSuiteTests: BuildToolPlugin {
    /// The generator's command for `target`.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let suite = context.package.targets.first(where: { $0.name == "PlaceholderBehaviourSuite" })
            as? SourceModuleTarget
        else { throw PluginError.noSuite }
        let sources = suite.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "BehaviourSuiteTests.swift")
        return [
            .buildCommand(
                displayName: "Generating the behaviour suite's tests for \(target.name)",
                executable: try context.tool(named: "BehaviourSuiteGenerator").url,
                arguments: [output.path] + sources.map(\.path),
                inputFiles: sources, outputFiles: [output])
        ]
    }
}

/// Why the plugin cannot run.
enum PluginError: Error, CustomStringConvertible {
    /// The package has no `PlaceholderBehaviourSuite` target.
    case noSuite
    var description: String { "the package has no PlaceholderBehaviourSuite source target" }
}
