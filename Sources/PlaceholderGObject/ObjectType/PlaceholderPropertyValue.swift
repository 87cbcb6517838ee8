import CPlaceholderGObject
import PlaceholderCore
import PlaceholderRendering

/// A `PtvPlaceholder` property's value on the Swift side.
enum PlaceholderPropertyValue: Equatable {
    case string(String?)
    case boolean(Bool)
    case integer(Int)
    /// A GEnum's value: its number.
    case enumeration(Int)

    /// Reads `value` as `property` holds it; nil for a string that is not
    /// valid UTF-8.
    init?(_ value: UnsafePointer<GValue>, for property: PlaceholderObjectProperty) {
        switch property {
        case .hideWhileFocused, .centered, .naturalHeight, .showing, .overLimit, .showsCounter:
            self = .boolean(g_value_get_boolean(value) != 0)
        case .maxLength, .length, .remaining, .maxLines:
            self = .integer(Int(g_value_get_int(value)))
        case .limitMode, .returnBehavior:
            self = .enumeration(Int(g_value_get_enum(value)))
        case .text, .markup, .color, .textView:
            guard let chars = g_value_get_string(value) else { self = .string(nil); return }
            guard g_utf8_validate(chars, -1, nil) != 0 else { return nil }
            self = .string(String(cString: chars))
        }
    }

    /// Whether this is a NULL or empty string.
    var isEmptyString: Bool { self == .string(nil) || self == .string("") }

    /// Stores the value into `value`.
    func store(into value: UnsafeMutablePointer<GValue>) {
        switch self {
        case .string(let text): g_value_set_string(value, text)
        case .boolean(let flag): g_value_set_boolean(value, flag ? 1 : 0)
        case .integer(let number): g_value_set_int(value, gint(clamping: number))
        case .enumeration(let number): g_value_set_enum(value, gint(number))
        }
    }
}

/// Why a value was refused: the warning to log.
struct PlaceholderPropertyRefusal: Error {
    let message: String
}

extension PlaceholderObjectProperty {
    /// The value this property has under `settings`.
    func value(in settings: PlaceholderSettings, toolkit: any PlaceholderToolkit) -> PlaceholderPropertyValue {
        switch self {
        case .text: return .string(PlaceholderMarkup.plainText(of: settings.content))
        case .markup: return .string(settings.content.isMarkup ? settings.content.source : nil)
        case .color:
            switch settings.color {
            case .themeDefault: return .string("")
            case .custom(let color): return .string(toolkit.colorString(color))
            }
        case .hideWhileFocused:
            return .boolean(settings.focusBehavior.hidesWhileFocused(
                whereEntryHides: toolkit.entryHidesPlaceholderWhileFocused))
        case .centered: return .boolean(settings.verticalPlacement == .centered)
        case .naturalHeight: return .boolean(settings.requestsNaturalHeight)
        case .maxLength: return .integer(settings.limit.maxLength)
        case .limitMode: return .enumeration(settings.limit.mode == .warn ? 1 : 0)
        case .returnBehavior: return .enumeration(ReturnBehavior.allCases.firstIndex(of: settings.returnBehavior)!)
        case .showsCounter: return .boolean(settings.showsCounter)
        case .maxLines: return .integer(settings.limit.maxLines)
        case .textView, .showing, .length, .remaining, .overLimit:
            return .boolean(false)  // not settings: the object answers these
        }
    }

    /// `settings` as setting this property to `value` leaves them.
    ///
    /// - Throws: a refusal naming why, for invalid markup or an unknown colour;
    ///   `settings` are then unchanged.
    func apply(
        _ value: PlaceholderPropertyValue, to settings: inout PlaceholderSettings, toolkit: any PlaceholderToolkit
    ) throws(PlaceholderPropertyRefusal) {
        switch (self, value) {
        // An empty text or markup clears only a placeholder of its own kind,
        // so that builders, designers and bindings, which set both in any
        // order (one of them empty), keep the other.
        case (.text, .string(let text)):
            guard let text, !text.isEmpty else {
                if !settings.content.isMarkup { settings.content = .none }
                return
            }
            settings.content = .plain(text)
        case (.markup, .string(let markup)):
            guard let markup, !markup.isEmpty else {
                if settings.content.isMarkup { settings.content = .none }
                return
            }
            do {
                try PlaceholderMarkup.validate(markup)
            } catch {
                throw PlaceholderPropertyRefusal(message: "PtvPlaceholder: \(error); the previous placeholder is kept")
            }
            settings.content = .markup(markup)
        case (.color, .string(let text)):
            guard let text, !text.isEmpty else { settings.color = .themeDefault; return }
            guard let color = toolkit.parseColor(text) else {
                throw PlaceholderPropertyRefusal(message: "PtvPlaceholder: '\(text)' is not a CSS colour; the colour is kept")
            }
            settings.color = .custom(color)
        case (.hideWhileFocused, .boolean(let flag)):
            settings.focusBehavior = flag ? .hiddenWhileFocused : .visibleUntilTyping
        case (.centered, .boolean(let flag)):
            settings.verticalPlacement = flag ? .centered : .firstLine
        case (.naturalHeight, .boolean(let flag)):
            settings.requestsNaturalHeight = flag
        case (.maxLength, .integer(let length)):
            // GObject keeps values within the property's range: never throws.
            settings.limit = (try? TextLimit(
                maxLength: length, maxLines: settings.limit.maxLines, mode: settings.limit.mode)) ?? settings.limit
        case (.maxLines, .integer(let lines)):
            settings.limit = (try? TextLimit(
                maxLength: settings.limit.maxLength, maxLines: lines, mode: settings.limit.mode)) ?? settings.limit
        case (.limitMode, .enumeration(let number)):
            settings.limit.mode = number == 1 ? .warn : .block
        case (.returnBehavior, .enumeration(let number)):
            let cases = ReturnBehavior.allCases
            settings.returnBehavior = cases[min(max(0, number), cases.count - 1)]
        case (.showsCounter, .boolean(let flag)):
            settings.showsCounter = flag
        default:
            break
        }
    }
}

extension TextCount {
    /// The value `property` (one of the count's) has for this count.
    func value(of property: PlaceholderObjectProperty) -> PlaceholderPropertyValue {
        switch property {
        case .length: return .integer(length)
        case .remaining: return .integer(remaining)
        default: return .boolean(isOverLimit)
        }
    }
}
