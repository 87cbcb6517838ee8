/// The demo's command line.
struct DemoOptions {
    var placeholder = "Type a message…"
    var text = ""
    var screenshotPath: String?
    var showHelp = false

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        func value(for flag: String) throws -> String {
            guard let next = remaining.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
            return next
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--placeholder": placeholder = try value(for: argument)
            case "--text": text = try value(for: argument)
            case "--screenshot": screenshotPath = try value(for: argument)
            case "--help", "-h": showHelp = true
            default: throw UsageError(description: "unknown option '\(argument)'")
            }
        }
    }
}
