import ArgumentParser
import Foundation
import PlaceholderCore
import PlaceholderDemoOptions
@_spi(Internals) import PlaceholderEngine

/// A demo's command line: the options both demos share (`DemoOptions`),
/// plus the check of `--color` by the toolkit's colour parser.
public struct DemoCommand<Toolkit: DemoToolkit>: ParsableCommand {
    /// Named after the toolkit's program.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Toolkit.program, abstract: Toolkit.abstract)
    }

    /// The shared options.
    @OptionGroup public var shared: DemoOptions

    /// The defaults (ArgumentParser fills the options in).
    public init() {}

    /// Refuses a colour the toolkit cannot read.
    public mutating func validate() throws {
        if let color = shared.customColor, PlaceholderColor(gdkParsing: color) == nil {
            throw ValidationError("--color takes 'theme' or a CSS colour, not '\(color)'")
        }
    }
}

/// A demo's whole run: options, toolkit, application, exit status.
public enum DemoMain {
    /// Parses the command line (exiting 0 after `--help`, 2 on a bad
    /// argument), starts the toolkit (exiting 2 without a display), runs the
    /// application and exits with its status.
    @MainActor
    public static func run<Toolkit: DemoToolkit>(_: Toolkit.Type) -> Never {
        let options = DemoCommand<Toolkit>.parseOrExit(program: Toolkit.program)
        options.shared.exportToolkitEnvironment()
        guard Toolkit.start(options.shared) else {
            printDemoError(
                "cannot open a display: set DISPLAY, or run under Xvfb (xvfb-run -a \(Toolkit.program) ...)",
                program: Toolkit.program)
            exit(2)
        }
        Toolkit.setDefaultDirection(options.shared.direction)
        exit(DemoApplication<Toolkit>(options: options.shared).run())
    }
}
