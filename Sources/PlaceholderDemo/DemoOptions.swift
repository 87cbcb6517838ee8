/// The demo's command line.
struct DemoOptions {
    var placeholder = "Type a message…"
    var text = ""
    var screenshotPath: String?
    var rightToLeft = false
    var centered = false
    var scale = 1
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
            case "--direction":
                switch try value(for: argument) {
                case "ltr": rightToLeft = false
                case "rtl": rightToLeft = true
                case let other: throw UsageError(description: "--direction takes ltr or rtl, not '\(other)'")
                }
            case "--centered": centered = true
            case "--scale":
                let text = try value(for: argument)
                guard let number = Int(text), (1...4).contains(number) else {
                    throw UsageError(description: "--scale takes a whole number from 1 to 4, not '\(text)'")
                }
                scale = number
            case "--help", "-h": showHelp = true
            default: throw UsageError(description: "unknown option '\(argument)'")
            }
        }
    }
}
